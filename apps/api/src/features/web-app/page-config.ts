import { themeCss } from '@tavola/domain';
import { z } from 'zod';

/** What the storefront learns from the HTML it is served with (issue: page configuration). */
export const pageConfigSchema = z.object({
  restaurantId: z.number(),
  restaurantSlug: z.string(),
  restaurantName: z.string(),
  /** the restaurant's language, the last choice before English */
  defaultLang: z.string(),
  primaryColor: z.string(),
  apiBase: z.string(),
  clientId: z.string(),
  clientSecret: z.string(),
  /** a fresh guest token, so the first page load needs no token round trip */
  publicToken: z.string(),
  /** this answer's CSP nonce for <style> elements the page adds (decision 017) */
  styleNonce: z.string(),
  /** SPEC §9 runtime flag "has landing" as its text (decision 031) */
  hasLanding: z.enum(['true', 'false']),
  /** issue 20: no restaurant exists yet; the manager page shows the first-run page (decision 049) */
  firstRun: z.literal(true).optional(),
});
export type PageConfig = z.infer<typeof pageConfigSchema>;

const escapeForScript = (json: string) =>
  json.replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** The menu rendered on the server (issue 21, decision 035): its markup and the data it was made of. */
export interface RenderedMenu {
  html: string;
  state: unknown;
  lang: string;
  dir: 'ltr' | 'rtl';
  /** the page's stylesheet, written into it: the first paint waits for no second round trip */
  stylesheet?: { link: string; css: string };
}

/** What a page carries besides its configuration. */
export interface PageExtras {
  /** the menu rendered on the server */
  rendered?: RenderedMenu;
  /** the restaurant's Apple touch icon, when its logo makes one (decision 051) */
  appleTouchIcon?: string;
  /** the storefront texts' chunk of the language the browser will choose, fetched beside the first-load JS rather than after it (on a rendered page, by /start-after-load.js) */
  catalogue?: string;
}

/**
 * Puts the page configuration, title and theme colours into the built index.html; with a
 * server-rendered menu, its markup into the root element, its data beside the configuration
 * (`type="application/json"`, never executed: the page policy admits no inline script) and its
 * language and direction on <html>; the restaurant's Apple touch icon when its logo makes one.
 */
export function renderIndexHtml(
  template: string,
  config: PageConfig,
  { rendered, appleTouchIcon, catalogue }: PageExtras = {},
): string {
  const script = `<script id="tavola-config" type="application/json">${escapeForScript(JSON.stringify(config))}</script>`;
  const state = rendered
    ? `<script id="tavola-state" type="application/json">${escapeForScript(JSON.stringify(rendered.state))}</script>`
    : '';
  let html = template
    .replace('<!--tavola-config-->', () => script + state)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(config.restaurantName)}</title>`)
    .replace(
      /<meta name="theme-color" content="[^"]*"/,
      () => `<meta name="theme-color" content="${escapeHtml(config.primaryColor)}"`,
    )
    // the restaurant's own manifest (issue 20), named in its address so caches keep them apart
    .replace(
      /<link rel="manifest" href="[^"]*"/,
      () =>
        `<link rel="manifest" href="/manifest.webmanifest?restaurant=${escapeHtml(encodeURIComponent(config.restaurantSlug))}"`,
    );
  // the restaurant's colours from the first paint, not once the modules run: outside Tailwind's
  // layers, this rule wins over its default theme (and the browser restyles no page after load)
  const theme = themeCss(config.primaryColor);
  if (theme)
    html = html.replace(
      '</head>',
      () => `<style id="tavola-theme" nonce="${escapeHtml(config.styleNonce)}">${theme}</style>\n</head>`,
    );
  // decision 051: iOS keeps this icon, not the manifest's, for a page added to the home screen
  if (appleTouchIcon)
    html = html.replace(
      '</head>',
      () => `<link rel="apple-touch-icon" href="${escapeHtml(appleTouchIcon)}" />\n</head>`,
    );
  if (rendered) {
    html = html
      .replace(/<html[^>]*>/, () => `<html lang="${rendered.lang}" dir="${rendered.dir}">`)
      .replace('<div id="root"></div>', () => `<div id="root">${rendered.html}</div>`);
    html = startAfterLoad(html, catalogue);
    const { stylesheet } = rendered;
    // with this answer's style nonce (decision 017); a stylesheet that could close the element stays a link
    if (stylesheet && !/<\/style/i.test(stylesheet.css))
      html = html.replace(
        stylesheet.link,
        () => `<style id="tavola-css" nonce="${escapeHtml(config.styleNonce)}">${stylesheet.css}</style>`,
      );
  }
  if (catalogue && !rendered)
    html = html.replace(
      '</head>',
      () => `<link rel="modulepreload" crossorigin href="${escapeHtml(catalogue)}" />\n</head>`,
    );
  return html;
}

const moduleScript = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/g;

/**
 * Decision 058: a rendered page paints from its HTML; its modules only make it interactive. They
 * and the texts' chunk are named to `/start-after-load.js`, which starts them once the page has
 * loaded (or at the guest's first touch), so on a phone's network they never compete with the
 * document and the first screen's photos.
 */
function startAfterLoad(html: string, catalogue: string | undefined): string {
  const modules = [...html.matchAll(moduleScript)].map((match) => match[1]);
  if (modules.length === 0) return html;
  const loader = `<script async src="/start-after-load.js" data-modules="${escapeHtml(modules.join(' '))}"${
    catalogue ? ` data-preload="${escapeHtml(catalogue)}"` : ''
  }></script>`;
  let placed = false;
  return html.replace(moduleScript, () => {
    if (placed) return '';
    placed = true;
    return `${loader}\n    `;
  });
}
