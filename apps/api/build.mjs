// Bundles the API (and the workspace packages it imports) into dist/server.js; third-party
// packages stay in node_modules. Migrations are copied beside it. Code split: what is imported
// with import() (the demo seed with its sanitiser, jsdom) goes into chunks of its own, loaded
// only when called; without splitting, esbuild hoists their packages' imports to the start.
import { cpSync, rmSync } from 'node:fs';
import { build } from 'esbuild';

rmSync('dist', { recursive: true, force: true });
await build({
  entryPoints: ['src/server.ts', 'src/cli/seed.ts'],
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [
    {
      name: 'externalize-dependencies',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@tavola/') ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
});
cpSync('../../packages/db/migrations', 'dist/migrations', { recursive: true });
