import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Locale } from '@tavola/i18n';
import type { FastifyInstance } from 'fastify';
import type { PageConfig } from './page-config';

/**
 * Issue 21, decision 035: the storefront's server render of the menu (apps/web
 * src/entry-server.tsx, built to dist/server/entry-server.js). Its shape is repeated here, as
 * the API does not import the web app's sources (scripts/check-boundaries.mjs).
 */
export interface MenuRender {
  html: string;
  state: { locale: Locale; deliveryType: string | null; url: string; queries: unknown };
}
interface MenuRenderModule {
  renderMenuPage(input: {
    config: PageConfig;
    locale: Locale;
    url: string;
    get: (path: string, query: Record<string, string>) => Promise<unknown>;
  }): Promise<MenuRender | undefined>;
}

/** The built render module, or undefined when the build has none or it does not load. */
export async function loadMenuRenderer(
  dist: string,
  log: FastifyInstance['log'],
): Promise<MenuRenderModule | undefined> {
  const file = join(dist, 'server', 'entry-server.js');
  if (!existsSync(file)) return undefined;
  try {
    const module = (await import(pathToFileURL(file).href)) as Partial<MenuRenderModule>;
    return typeof module.renderMenuPage === 'function' ? (module as MenuRenderModule) : undefined;
  } catch (error) {
    log.warn({ err: error }, 'The menu’s server render did not load; pages are rendered in the browser.');
    return undefined;
  }
}

/**
 * The menu's data, read through the storefront API's own routes (validation, tenant scope,
 * the menu cache and the response contracts as for any guest), with the page's guest token.
 */
export function readThroughApi(app: FastifyInstance, token: string, locale: Locale) {
  return async (path: string, query: Record<string, string>): Promise<unknown> => {
    const response = await app.inject({
      method: 'GET',
      url: `/api/${path}?${new URLSearchParams(query)}`,
      headers: { authorization: `Bearer ${token}`, 'accept-language': locale },
    });
    if (response.statusCode !== 200) throw new Error(`GET ${path} answered ${response.statusCode}`);
    return response.json();
  };
}

/**
 * Decision 035: the server renders the phone layout, so it renders for phones only. A wide
 * screen's browser renders the page itself as before: hydrating the phone layout there swapped
 * in the side basket right after the first paint, moving the menu under the guest's pointer.
 */
export const phoneBrowser = (userAgent: string | undefined) =>
  /\b(Mobi|Android|iPhone|iPod)/i.test(userAgent ?? '');

/** The parameters of a table's QR address (SPEC §4 Login landing): such a visit is rendered in the browser. */
const tableParams = ['tableId', 'tableName', 'table', 'qrcode'];
export const namesTable = (search: URLSearchParams) => tableParams.some((name) => search.has(name));

/**
 * The storefront's catalogue chunk per language (`/assets/web.ar-….js`), from Vite's manifest:
 * a rendered page asks for it at once, so the browser hydrates sooner (English is in the first load).
 */
export function catalogueChunks(dist: string): Map<string, string> {
  const chunks = new Map<string, string>();
  try {
    const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<
      string,
      { file?: string; src?: string }
    >;
    for (const entry of Object.values(manifest)) {
      const locale = /messages\/web\.(\w+)\.ts$/.exec(entry.src ?? '')?.[1];
      if (locale && entry.file) chunks.set(locale, `/${entry.file}`);
    }
  } catch {
    // no manifest: the page works the same, its catalogue just loads after the first-load JS
  }
  return chunks;
}

/**
 * The storefront page's own stylesheet (`<link rel="stylesheet" … href="/assets/….css">`) and its
 * text, which a rendered page carries inline (decision 035): on a phone's network the first paint
 * then needs the page alone, not one more round trip for the CSS.
 */
export function pageStylesheet(dist: string, template: string): { link: string; css: string } | undefined {
  const links = [...template.matchAll(/<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/g)];
  const [link] = links;
  if (links.length !== 1 || !link?.[1]) return undefined;
  try {
    return { link: link[0], css: readFileSync(join(dist, link[1]), 'utf8') };
  } catch {
    return undefined;
  }
}
