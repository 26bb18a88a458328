import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * The manager area (issue 7) is a page of its own, built apart from the storefront into
 * dist/manager and served at /manager: the storefront's chunks stay exactly as they are.
 */
export default defineConfig({
  plugins: [react(), tailwindcss()],
  base: '/manager/',
  // wouter reads the address through use-sync-external-store's shim, for React before 18: React
  // 19 has the hook itself (decision 054)
  resolve: { alias: [{ find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: 'react' }] },
  build: {
    target: 'es2022',
    outDir: 'dist/manager',
    emptyOutDir: true,
    sourcemap: false,
    // the live board's first load as one chunk, like the storefront's (decision 030); the other
    // pages, the order detail and the dialog library stay in chunks of their own (issue 21)
    rolldownOptions: {
      input: 'manager.html',
      output: { codeSplitting: { groups: [{ name: 'board', tags: ['$initial'] }] } },
    },
  },
  server: { proxy: { '/api': 'http://localhost:3000' } },
});
