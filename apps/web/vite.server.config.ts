import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * Issue 21, decision 035: the storefront's server render (src/entry-server.tsx) as one ES module
 * in dist/server, which the API imports at start. React, the router and the query library stay
 * packages (resolved from node_modules); the workspace packages are bundled in.
 */
export default defineConfig({
  plugins: [react()],
  // the pages' files (favicon, robots.txt) are the browser build's
  publicDir: false,
  build: {
    target: 'node20',
    ssr: 'src/entry-server.tsx',
    outDir: 'dist/server',
    emptyOutDir: true,
    sourcemap: false,
    rolldownOptions: { output: { entryFileNames: 'entry-server.js' } },
  },
});
