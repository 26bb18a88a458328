// Bundles the API (and the workspace packages it imports) into dist/server.js; third-party
// packages stay in node_modules. Migrations are copied beside it.
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
