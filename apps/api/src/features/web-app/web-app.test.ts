import { rmSync } from 'node:fs';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/test-app';
import { pageConfigOf, writeMinimalDist } from '../../test/web-dist';

/**
 * Issue 14.5: the pages the API serves never answer 500 for what a visitor sends. A malformed
 * `?restaurant=`, a malformed `restaurant` cookie or a malformed path gets the page (of the
 * default restaurant) or a 400, never `URIError: URI malformed`.
 */

let ctx: TestContext;
let dist: string;
let olive: { id: number; slug: string };
let sakura: { id: number; slug: string };

const configOf = (response: LightMyRequestResponse) => pageConfigOf(response.body);

beforeAll(async () => {
  dist = writeMinimalDist();
  ctx = await createTestContext({ WEB_DIST: dist, DEFAULT_RESTAURANT: 'olive-linde' });
  const find = (slug: string) => {
    const row = ctx.demo.restaurants.find((r) => r.slug === slug);
    if (!row) throw new Error(`demo restaurant ${slug} missing`);
    return { id: row.id, slug };
  };
  olive = find('olive-linde');
  sakura = find('sakura-ramen');
});
afterAll(async () => {
  await ctx?.close();
  rmSync(dist, { recursive: true, force: true });
});

const page = (url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url, headers });

describe('which restaurant a page shows', () => {
  it('?restaurant=slug picks it and remembers it in a cookie; the cookie picks it next time', async () => {
    const picked = await page(`/menu?restaurant=${sakura.slug}`);
    expect(picked.statusCode).toBe(200);
    expect(configOf(picked).restaurantId).toBe(sakura.id);
    expect(picked.headers['set-cookie']).toContain(`restaurant=${sakura.slug}`);
    const remembered = await page('/menu', { cookie: `restaurant=${sakura.slug}` });
    expect(configOf(remembered).restaurantId).toBe(sakura.id);
  });
});

describe("the restaurant's colours", () => {
  it('come with the page, under its style nonce, on the storefront and the manager area', async () => {
    for (const [url, colour] of [
      [`/menu?restaurant=${sakura.slug}`, '#b91c1c'],
      [`/manager?restaurant=${olive.slug}`, '#2f6b4f'],
    ] as const) {
      const answer = await page(url);
      const nonce = configOf(answer).styleNonce;
      expect(answer.body, url).toContain(
        `<style id="tavola-theme" nonce="${nonce}">:root{--color-primary:${colour};--color-primary-contrast:#ffffff}</style>`,
      );
      expect(answer.headers['content-security-policy'], url).toContain(`'nonce-${nonce}'`);
    }
  });
});

describe("each restaurant's own web app manifest (issue 20)", () => {
  it('names the restaurant, its colour, language and menu, linked from its pages', async () => {
    const html = (await page(`/menu?restaurant=${sakura.slug}`)).body;
    expect(html).toContain(`<link rel="manifest" href="/manifest.webmanifest?restaurant=${sakura.slug}"`);
    const answer = await page(`/manifest.webmanifest?restaurant=${sakura.slug}`);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toContain('application/manifest+json');
    expect(answer.headers['cache-control']).toBe('public, max-age=3600');
    expect(answer.json()).toMatchObject({
      name: 'Sakura Ramen',
      short_name: 'Sakura Ramen',
      start_url: `/?restaurant=${sakura.slug}`,
      theme_color: '#b91c1c',
      display: 'standalone',
      // made from its logo (decision 051; logo-icons.test.ts covers them)
      icons: expect.arrayContaining([expect.objectContaining({ purpose: 'maskable', type: 'image/png' })]),
    });
    expect(answer.body).not.toContain('Online Shop');
  });

  it('follows the cookie and DEFAULT_RESTAURANT, is asked again then, and answers 304 when unchanged', async () => {
    const byCookie = await page('/manifest.webmanifest', { cookie: `restaurant=${sakura.slug}` });
    expect(byCookie.json()).toMatchObject({ start_url: `/?restaurant=${sakura.slug}` });
    expect(byCookie.headers['cache-control']).toBe('no-cache');
    expect(byCookie.headers.vary).toContain('cookie');
    const byDefault = await page('/manifest.webmanifest');
    expect(byDefault.json()).toMatchObject({
      name: 'Olive & Linde',
      short_name: 'Olive',
      lang: 'de',
      theme_color: '#2f6b4f',
    });
    const again = await page('/manifest.webmanifest', { 'if-none-match': String(byDefault.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(byCookie.headers.etag).not.toBe(byDefault.headers.etag);
  });
});

describe('malformed input on a page: the default restaurant’s page, never a 500', () => {
  const cases: [string, string, Record<string, string>][] = [
    ['a query that decodes to a lone %', '/menu?restaurant=%25', {}],
    ['a truncated percent-encoding in the query', '/?restaurant=%E0%A4%A', {}],
    ['a repeated restaurant parameter', '/menu?restaurant=sakura-ramen&restaurant=x', {}],
    ['a lone % in the cookie', '/menu', { cookie: 'restaurant=%' }],
    ['a truncated percent-encoding in the cookie', '/checkout', { cookie: 'theme=1; restaurant=%E0%A4%A' }],
  ];

  it.each(cases)('%s', async (_name, url, headers) => {
    const response = await page(url, headers);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(configOf(response).restaurantId).toBe(olive.id);
  });

  it('a NUL in ?restaurant= or in the cookie gets the default restaurant, on every page (issue 32.2)', async () => {
    for (const path of ['/', '/menu', '/manager', '/paymentstatus', '/manifest.webmanifest']) {
      for (const [how, url, headers] of [
        ['query', `${path}?restaurant=olive%00linde`, {}],
        ['query', `${path}?restaurant=%00`, {}],
        ['cookie', path, { cookie: 'restaurant=olive%00linde' }],
        ['cookie', path, { cookie: 'restaurant=%00' }],
      ] as const) {
        const response = await page(url, headers);
        expect(response.statusCode, `${how} ${url}: ${response.body.slice(0, 200)}`).toBe(200);
        if (path === '/manifest.webmanifest')
          expect(response.json<{ name: string }>().name).toBe('Olive & Linde');
        else expect(configOf(response).restaurantId, url).toBe(olive.id);
        // nothing of the asked value is remembered
        expect(String(response.headers['set-cookie'] ?? ''), url).not.toContain('%00');
      }
    }
  });

  it('a malformed path answers the page or a 400, never a 500', async () => {
    for (const url of [
      '/%E0%A4%A',
      '/menu/%',
      '/manager/%E0%A4%A',
      '/assets/%E0%A4%A',
      '/%2e%2e/%2e%2e/etc/passwd',
    ]) {
      const response = await page(url);
      expect([200, 400, 404], `${url}: ${response.body}`).toContain(response.statusCode);
      expect(response.body, url).not.toMatch(/URIError|root:x:0/);
    }
  });
});

describe('files of the built storefront', () => {
  it('serves the service worker uncached, and a page for a path that is no file', async () => {
    const worker = await page('/sw.js');
    expect(worker.statusCode).toBe(200);
    expect(worker.headers['cache-control']).toBe('no-cache');
    const manager = await page('/manager/orders');
    expect(manager.body).toContain('<title>Olive &amp; Linde</title>');
    expect(configOf(manager).restaurantId).toBe(olive.id);
  });
});
