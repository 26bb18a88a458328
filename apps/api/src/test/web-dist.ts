import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PageConfig } from '../features/web-app/page-config';

/**
 * A built storefront as small as the web-app plugin needs (point WEB_DIST at it): both pages
 * with the configuration placeholder, the service worker, one hashed asset.
 */
export function writeMinimalDist(): string {
  const dir = mkdtempSync(join(tmpdir(), 'tavola-web-dist-'));
  const page = (title: string, head = '') =>
    `<!doctype html><html><head><title>${title}</title>${head}<!--tavola-config--></head><body><div id="root"></div></body></html>`;
  writeFileSync(
    join(dir, 'index.html'),
    page('Online Shop', '<link rel="manifest" href="/manifest.webmanifest" />'),
  );
  mkdirSync(join(dir, 'manager'));
  writeFileSync(join(dir, 'manager', 'manager.html'), page('Tavola manager'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'assets', 'app.js'), 'export {};');
  writeFileSync(join(dir, 'sw.js'), 'self.addEventListener("fetch", () => undefined);');
  return dir;
}

/** The page configuration the server wrote into a served page. */
export function pageConfigOf(html: string): PageConfig {
  const json = /<script id="tavola-config" type="application\/json">(.*?)<\/script>/.exec(html)?.[1];
  if (!json) throw new Error(`no page configuration in ${html.slice(0, 200)}`);
  return JSON.parse(json) as PageConfig;
}
