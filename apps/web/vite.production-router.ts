import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Alias } from 'vite';

/**
 * react-router's package exports point every bundler at its development build (its warnings and
 * invariant messages included); its production build is the same code without them. The browser
 * bundles take that one when Vite builds (issue 21: −0.5 kB gzip of the first load); `vite` (dev)
 * keeps the warnings.
 */
export function productionRouter(command: 'build' | 'serve'): Alias[] {
  if (command !== 'build') return [];
  const pkg = createRequire(import.meta.url).resolve('react-router/package.json');
  return [{ find: /^react-router$/, replacement: join(dirname(pkg), 'dist/production/index.mjs') }];
}
