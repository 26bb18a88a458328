import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { toLocalMoment } from '@tavola/domain';
import { formatMoney, type Locale } from '@tavola/i18n';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/test-app';
import { pageConfigOf, writeMinimalDist } from '../../test/web-dist';

/**
 * Issue 21, decision 035: GET /menu comes with the menu rendered on the server (restaurant
 * header, category strip, the first category's dishes, in the asked language) and the data it was
 * made of, beside the page configuration; a render that fails sends the shell, never a 500.
 * The render is the storefront's own module (apps/web/src/entry-server.tsx), as the build's
 * dist/server/entry-server.js is.
 */

let ctx: TestContext;
let dist: string;
const stylesheetLink = '<link rel="stylesheet" crossorigin href="/assets/shell.css">';
/** the page's modules as Vite writes them: its runtime, then the entry */
const moduleScript =
  '<script type="module" crossorigin src="/assets/runtime.js"></script>\n<script type="module" crossorigin src="/assets/shell.js"></script>';
/** the storefront texts' chunk of each language, as Vite's manifest names them */
const catalogueChunk = { en: '/assets/web.en-1.js', de: '/assets/web.de-2.js', fr: '/assets/web.fr-3.js' };
const entry = resolve(import.meta.dirname, '../../../../web/src/entry-server.tsx');

interface State {
  locale: string;
  deliveryType: string | null;
  url: string;
  queries: { queries: { queryKey: unknown[]; state: { data: unknown } }[] };
  formatted: {
    money: Record<string, string>;
    wallClock: Record<string, string>;
    clock: { zone: string; from: number; until: number; offset: number };
  };
}
const stateOf = (html: string): State => {
  const json = /<script id="tavola-state" type="application\/json">(.*?)<\/script>/s.exec(html)?.[1];
  if (!json) throw new Error('no server state in the page');
  return JSON.parse(json) as State;
};
const rootOf = (html: string) => /<div id="root">(.*)<\/div>\s*<\/body>/s.exec(html)?.[1] ?? '';
const dataOf = (state: State, key: string) =>
  state.queries.queries.find((query) => query.queryKey[0] === key)?.state.data;

beforeAll(async () => {
  dist = writeMinimalDist();
  mkdirSync(join(dist, 'server'));
  writeFileSync(join(dist, 'server', 'entry-server.js'), `export * from ${JSON.stringify(entry)};\n`);
  // the page's stylesheet, as Vite links it
  writeFileSync(join(dist, 'assets', 'shell.css'), '.menu{color:red}');
  const index = join(dist, 'index.html');
  writeFileSync(
    index,
    readFileSync(index, 'utf8').replace('</head>', () => `${moduleScript}${stylesheetLink}</head>`),
  );
  mkdirSync(join(dist, '.vite'));
  writeFileSync(
    join(dist, '.vite', 'manifest.json'),
    JSON.stringify(
      Object.fromEntries(
        Object.entries(catalogueChunk).map(([lang, file]) => [
          `../../packages/i18n/src/messages/web.${lang}.ts`,
          { file: file.slice(1), src: `../../packages/i18n/src/messages/web.${lang}.ts` },
        ]),
      ),
    ),
  );
  ctx = await createTestContext({ WEB_DIST: dist, DEFAULT_RESTAURANT: 'olive-linde' });
});
afterAll(async () => {
  await ctx?.close();
  rmSync(dist, { recursive: true, force: true });
});

/** the server renders for phones (decision 035): a phone's browser asks, unless a test says otherwise */
const phone = {
  'user-agent':
    'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36',
};
const page = (url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url, headers: { ...phone, ...headers } });

async function catalogue(slug: string, lang: string) {
  const restaurant = ctx.demo.restaurants.find((r) => r.slug === slug);
  if (!restaurant) throw new Error(`demo restaurant ${slug} missing`);
  const token = pageConfigOf((await page(`/landing?restaurant=${slug}`)).body).publicToken;
  const get = async (path: string, query: Record<string, string | number>) =>
    (
      await ctx.app.inject({
        method: 'GET',
        url: `/api/restaurant/${path}?${new URLSearchParams({ restaurantId: String(restaurant.id), lang, ...query } as Record<string, string>)}`,
        headers: { authorization: `Bearer ${token}` },
      })
    ).json().data;
  return { restaurant, get };
}

describe('GET /menu, rendered on the server', () => {
  it.each(['en', 'ar'])(
    'in %s: header, category strip and the first dishes, with their data',
    async (lang) => {
      const response = await page(`/menu?lang=${lang}&restaurant=sakura-ramen`);
      expect(response.statusCode).toBe(200);
      const html = response.body;
      const root = rootOf(html);
      const state = stateOf(html);
      expect(state.locale).toBe(lang);
      expect(html).toContain(`<html lang="${lang}" dir="${lang === 'ar' ? 'rtl' : 'ltr'}">`);
      const { restaurant, get } = await catalogue('sakura-ramen', lang);
      expect(root).toContain(restaurant.name.replace(/&/g, '&amp;'));
      // the category strip, named in the asked language
      const categories = (await get('category', { deliveryType: state.deliveryType ?? '' })) as {
        id: number;
        name: string;
      }[];
      expect(categories.length).toBeGreaterThan(1);
      expect(root).toContain(`aria-label="${lang === 'ar' ? 'الفئات' : 'Categories'}"`);
      for (const category of categories.slice(0, 3)) expect(root).toContain(category.name);
      // pinned dishes when there are, else the first category's
      const pinned = (await get('pinned-products', { deliveryType: state.deliveryType ?? '' })) as {
        name: string;
      }[];
      const shown = pinned.length
        ? pinned
        : ((await get('products', {
            categoryId: categories[0]!.id,
            deliveryType: state.deliveryType ?? '',
          })) as {
            name: string;
          }[]);
      expect(shown.length).toBeGreaterThan(0);
      for (const product of shown.slice(0, 3)) expect(root).toContain(product.name);
      // the data the browser hydrates with: the same answers, under the queries' keys
      expect(dataOf(state, 'categories')).toEqual(categories);
      expect((dataOf(state, 'restaurant-info') as { name: string }).name).toBe(restaurant.name);
      // the stylesheet inside, with this answer's style nonce, which the answer's policy admits
      const nonce = pageConfigOf(html).styleNonce;
      expect(html).toContain(`<style id="tavola-css" nonce="${nonce}">.menu{color:red}</style>`);
      expect(html).not.toContain(stylesheetLink);
      expect(response.headers['content-security-policy']).toContain(`'nonce-${nonce}'`);
      // and no script that runs: the page policy admits none inline
      expect(html).not.toMatch(/<script(?![^>]*(type="application\/json"|src=))[^>]*>/);
    },
  );

  it('each restaurant’s page holds its own menu only (tenant scope)', async () => {
    const sakura = await page('/menu?lang=en&restaurant=sakura-ramen');
    const olive = await page('/menu?lang=en&restaurant=olive-linde');
    const sakuraNames = (
      (await (await catalogue('sakura-ramen', 'en')).get('category', {})) as { name: string }[]
    ).map((c) => c.name);
    const oliveNames = (
      (await (await catalogue('olive-linde', 'en')).get('category', {})) as { name: string }[]
    ).map((c) => c.name);
    const onlySakura = sakuraNames.filter((name) => !oliveNames.includes(name));
    const onlyOlive = oliveNames.filter((name) => !sakuraNames.includes(name));
    expect(onlySakura.length).toBeGreaterThan(0);
    expect(onlyOlive.length).toBeGreaterThan(0);
    // a category's button holds its name alone
    const button = (name: string) => `>${name.replace(/&/g, '&amp;')}</button>`;
    for (const name of onlySakura) {
      expect(rootOf(sakura.body)).toContain(button(name));
      expect(rootOf(olive.body)).not.toContain(button(name));
    }
    for (const name of onlyOlive) {
      expect(rootOf(olive.body)).toContain(button(name));
      expect(rootOf(sakura.body)).not.toContain(button(name));
    }
    expect(stateOf(olive.body).queries.queries.length).toBeGreaterThan(0);
  });

  it('carries what its render formatted: its amounts and the restaurant’s clock from then on (decision 062)', async () => {
    // two renders at once, in two languages: each page carries its own amounts only
    const pages = await Promise.all([
      page('/menu?lang=en&restaurant=sakura-ramen'),
      page('/menu?lang=ar&restaurant=olive-linde'),
    ]);
    for (const [response, lang] of [
      [pages[0], 'en'],
      [pages[1], 'ar'],
    ] as const) {
      const state = stateOf(response.body);
      const amounts = Object.entries(state.formatted.money);
      expect(amounts.length).toBeGreaterThan(1);
      for (const [key, text] of amounts) {
        const [locale, currency = '', minor] = key.split(':');
        expect(locale).toBe(lang);
        expect(text).toBe(formatMoney(Number(minor), currency, locale as Locale));
        expect(rootOf(response.body)).toContain(text);
      }
      const { clock } = state.formatted;
      expect(clock.zone).toBe((dataOf(state, 'restaurant-info') as { time_zone: string }).time_zone);
      // around the render's now: at most two days back (the DST probes of today ask a day before)
      const now = Date.now() / 60_000;
      expect(clock.from).toBeLessThanOrEqual(now);
      expect(clock.from).toBeGreaterThanOrEqual(now - 2 * 1440 - 2);
      expect(clock.until).toBeGreaterThan(now);
      // its first and last minute at the offset it names, as the zone has it
      for (const at of [clock.from, clock.until - 1]) {
        const moment = toLocalMoment(at * 60_000, clock.zone);
        const [year, month, day] = moment.date.split('-').map(Number) as [number, number, number];
        expect(Date.UTC(year, month - 1, day) / 60_000 + moment.minutes - at).toBe(clock.offset);
      }
      // and the spelt times it carries are the page's own
      for (const text of Object.values(state.formatted.wallClock))
        expect(rootOf(response.body)).toContain(text);
    }
  });

  it('a table’s QR address and the other pages are left to the browser', async () => {
    const table = await page('/menu?lang=en&tableId=1&qrcode=x');
    expect(table.statusCode).toBe(200);
    expect(table.body).not.toContain('tavola-state');
    expect(rootOf(table.body)).toBe('');
    expect(table.body).toContain(stylesheetLink);
    const cart = await page('/cart?lang=en');
    expect(cart.body).not.toContain('tavola-state');
  });

  it('a wide screen’s browser renders the page itself (the server renders the phone layout)', async () => {
    const desktop =
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
    const wide = await page('/menu?lang=en', { 'user-agent': desktop });
    expect(wide.statusCode).toBe(200);
    expect(wide.body).not.toContain('tavola-state');
    expect(rootOf(wide.body)).toBe('');
    expect(rootOf((await page('/menu?lang=en')).body)).not.toBe('');
  });
});

describe('what the page asks the browser to fetch (decisions 056, 058)', () => {
  const preloadOf = (href: string) => `<link rel="modulepreload" crossorigin href="${href}" />`;

  it('a rendered menu paints from its HTML: its modules and texts start after the page has loaded', async () => {
    const french = await page('/menu?lang=fr');
    expect(rootOf(french.body)).not.toBe('');
    expect(french.body).not.toContain('<script type="module"');
    expect(french.body).not.toContain('rel="modulepreload"');
    expect(french.body).toContain(
      `<script async src="/start-after-load.js" data-modules="/assets/runtime.js /assets/shell.js" data-preload="${catalogueChunk.fr}"></script>`,
    );
    expect(french.body).not.toContain(catalogueChunk.en);
  });

  it('a page the browser renders names the texts of the language it will choose, at the normal priority', async () => {
    const desktop =
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
    const german = await page('/menu', { 'user-agent': desktop, 'accept-language': 'de-CH,de;q=0.9' });
    expect(rootOf(german.body)).toBe('');
    expect(german.body).toContain(moduleScript);
    expect(german.body).toContain(preloadOf(catalogueChunk.de));
    expect(german.body).not.toContain('start-after-load');
    // the guest's own choice, kept in the cookie, wins over the browser's languages
    const chosen = await page('/cart', { 'accept-language': 'de', cookie: 'lang=en' });
    expect(chosen.body).toContain(preloadOf(catalogueChunk.en));
    expect(chosen.body).not.toContain(catalogueChunk.de);
  });
});

describe('a render that fails', () => {
  let broken: TestContext;
  let brokenDist: string;
  beforeAll(async () => {
    brokenDist = writeMinimalDist();
    mkdirSync(join(brokenDist, 'server'));
    writeFileSync(
      join(brokenDist, 'server', 'entry-server.js'),
      'export async function renderMenuPage() { throw new Error("broken render"); }\n',
    );
    broken = await createTestContext({ WEB_DIST: brokenDist, DEFAULT_RESTAURANT: 'olive-linde' });
  });
  afterAll(async () => {
    await broken?.close();
    rmSync(brokenDist, { recursive: true, force: true });
  });

  it('sends the shell the browser renders, never a 500', async () => {
    const response = await broken.app.inject({ method: 'GET', url: '/menu?lang=en', headers: phone });
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('tavola-state');
    expect(pageConfigOf(response.body).restaurantSlug).toBe('olive-linde');
  });
});
