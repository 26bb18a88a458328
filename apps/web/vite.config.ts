import { readFileSync } from 'node:fs';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { transform } from 'esbuild';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

/**
 * Decision 058: `/start-after-load.js`, the classic script a menu rendered on the server starts
 * its modules with, minified beside the bundle (it is not a module, so not part of it).
 */
function startAfterLoad(): Plugin {
  const source = new URL('./src/start-after-load.js', import.meta.url);
  return {
    name: 'tavola-start-after-load',
    apply: 'build',
    async generateBundle() {
      const { code } = await transform(readFileSync(source, 'utf8'), { minify: true, target: 'es2020' });
      this.emitFile({ type: 'asset', fileName: 'start-after-load.js', source: code });
    },
  };
}

export default defineConfig({
  plugins: [
    react(),
    startAfterLoad(),
    tailwindcss(),
    // SPEC §4 Update: an installable storefront whose service worker waits for the guest's
    // OK before a new version takes over (decision 010). It registers itself from the
    // restaurant-info feature, after the first render.
    VitePWA({
      strategies: 'generateSW',
      registerType: 'prompt',
      injectRegister: false,
      // each restaurant's own manifest is served by the API (issue 20): index.html links it
      manifest: false,
      workbox: {
        // the hashed bundles; index.html is not precached: the server writes each restaurant's
        // configuration into it, so pages always come from the network first
        globPatterns: ['assets/**/*.{js,css}', 'favicon.svg'],
        navigateFallback: null,
        cleanupOutdatedCaches: true,
        runtimeCaching: [
          {
            urlPattern: ({ request, url }) =>
              request.mode === 'navigate' && !url.pathname.startsWith('/api/'),
            handler: 'NetworkFirst',
            // the update prompt keeps only the newest of these (restaurant-info service-worker.ts)
            options: { cacheName: 'pages', networkTimeoutSeconds: 4 },
          },
        ],
      },
    }),
  ],
  // wouter reads the address through use-sync-external-store's shim, for React before 18: React
  // 19 has the hook itself (decision 054)
  resolve: { alias: [{ find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: 'react' }] },
  build: {
    target: 'es2022',
    manifest: true,
    sourcemap: false,
    // the first load as one chunk (issue 15): seventeen small chunks each paid their own gzip
    // dictionary and import glue; modules only lazy screens need stay in their own chunks
    rolldownOptions: {
      output: {
        codeSplitting: { groups: [{ name: 'shell', tags: ['$initial'] }] },
        // decision 063: V8 compiles the first load's functions while the file streams in, on a
        // background thread, instead of each on the main thread when it is first called
        postBanner: (chunk) => (chunk.name === 'shell' ? '//# allFunctionsCalledOnLoad' : ''),
      },
    },
    // no preloading helper (decision 056): it wrapped each lazy import with the list of the
    // chunks it needs, ~1.2 kB gzip of the first load; a lazy chunk's own imports now load as the
    // browser reads it, and the service worker has precached every chunk after the first visit
    modulePreload: false,
    // the storefront has one stylesheet, which every page carries (a rendered menu inside itself):
    // split per chunk, each lazy chunk named it as a dependency and Vite's loader, not finding its
    // <link> on a rendered page, linked it again (a second download and a restyle of the whole page)
    cssCodeSplit: false,
  },
  server: { proxy: { '/api': 'http://localhost:3000' } },
});
