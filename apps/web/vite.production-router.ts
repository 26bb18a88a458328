import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

/**
 * The browser bundles' react-router, as lean as the app's use of it allows (issue 21):
 * - its package exports point every bundler at its development build (warnings and invariant
 *   messages included); its production build is the same code without them (−0.5 kB gzip);
 * - the tree-shaker must keep what its module does at the top level: `Form.displayName = "Form"`
 *   (a write) and `var Form = React.forwardRef(…)` (a call it cannot know is pure) kept every
 *   component the app never renders and all they call (Form, useSubmit, ScrollRestoration,
 *   HistoryRouter …, −1.4 kB gzip). The names only label components in React's developer tools;
 *   forwardRef, createContext and memo only create objects.
 * `vite` (dev) keeps the development build, its names and warnings.
 */
export function productionRouter(): Plugin {
  const dist = join(
    dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
    'dist/production',
  );
  return {
    name: 'tavola:production-router',
    apply: 'build',
    enforce: 'pre',
    resolveId: (source) => (source === 'react-router' ? join(dist, 'index.mjs') : null),
    transform: (code, id) =>
      id.startsWith(dist)
        ? code
            .replace(/^[\w$]+\.displayName = "[^"]*";$/gm, '')
            .replace(/= (React\d*\.(?:forwardRef|createContext|memo)\()/g, '= /* @__PURE__ */ $1')
        : null,
  };
}
