import { readdirSync, rmSync } from 'node:fs';
import { restaurantThemeSchema } from '@tavola/contracts';
import { schema } from '@tavola/db';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { managerFixtures } from '../../test/manager-fixtures';
import { multipart } from '../../test/multipart';
import { createTestContext, type TestContext } from '../../test/test-app';
import { writeMinimalDist } from '../../test/web-dist';

/**
 * Issue 20 (decision 051): an installed storefront's icons are made from the restaurant's logo —
 * 192 and 512 px PNG, a maskable 512 px one on the restaurant's colour, Apple's touch icon in the
 * page head — once per logo and colour, and the storefront's own icons without a logo.
 */

interface Icon {
  src: string;
  sizes: string;
  type: string;
  purpose: string;
}

let ctx: TestContext;
let dist: string;
let f: Awaited<ReturnType<typeof managerFixtures>>;

beforeAll(async () => {
  dist = writeMinimalDist();
  ctx = await createTestContext({ WEB_DIST: dist });
  f = await managerFixtures(ctx);
});
afterAll(async () => {
  await ctx?.close();
  rmSync(dist, { recursive: true, force: true });
});

/** A wide logo with transparent corners, made here: a red disc and a bar, 600 × 300 PNG. */
const aLogo = () =>
  sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="300">
        <circle cx="150" cy="150" r="140" fill="#d61f1f"/><rect x="300" y="120" width="290" height="60" fill="#222"/>
      </svg>`,
    ),
  )
    .png()
    .toBuffer();

async function uploadLogo(token: string, restaurantId: number, bytes: Buffer) {
  const body = multipart(bytes, 'logo.png', 'image/png');
  const response = await ctx.app.inject({
    method: 'POST',
    url: `/api/managers/images/upload?restaurantId=${restaurantId}&target=logo`,
    payload: body.payload,
    headers: { authorization: `Bearer ${token}`, 'content-type': body.type },
  });
  expect(response.statusCode, response.body).toBe(200);
  return Number(response.json<{ data: { image: string } }>().data.image.split('/').pop());
}

const slugOf = (id: number) => (id === f.olive ? 'olive-linde' : 'sakura-ramen');
const manifestIcons = async (restaurantId: number) =>
  (
    await ctx.app.inject({ method: 'GET', url: `/manifest.webmanifest?restaurant=${slugOf(restaurantId)}` })
  ).json<{ icons: Icon[] }>().icons;
const pageHead = async (restaurantId: number) =>
  (await ctx.app.inject({ method: 'GET', url: `/menu?restaurant=${slugOf(restaurantId)}` })).body;
const fetchIcon = (src: string) => ctx.app.inject({ method: 'GET', url: src });
async function colourOf(restaurantId: number) {
  const [row] = await ctx.deps.db
    .select({ theme: schema.restaurants.theme })
    .from(schema.restaurants)
    .where(eq(schema.restaurants.id, restaurantId));
  return restaurantThemeSchema.parse(row!.theme).primaryColor;
}
const storedIcons = () =>
  readdirSync(ctx.mediaDir, { recursive: true, encoding: 'utf8' }).filter((name) => name.includes('icon-'));

describe('icons made from an uploaded logo', () => {
  let logoId: number;
  let icons: Icon[];

  beforeAll(async () => {
    logoId = await uploadLogo(f.oliveManager, f.olive, await aLogo());
    icons = await manifestIcons(f.olive);
  });

  it('the manifest names 192 and 512 px PNG icons and a maskable 512 px one, all from the logo', async () => {
    const hex = (await colourOf(f.olive)).slice(1).toLowerCase();
    expect(icons).toEqual([
      { src: `/api/media/${logoId}/icons/any-192.png`, sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: `/api/media/${logoId}/icons/any-512.png`, sizes: '512x512', type: 'image/png', purpose: 'any' },
      {
        src: `/api/media/${logoId}/icons/maskable-512-${hex}.png`,
        sizes: '512x512',
        type: 'image/png',
        purpose: 'maskable',
      },
    ]);
    expect(await pageHead(f.olive)).toContain(
      `<link rel="apple-touch-icon" href="/api/media/${logoId}/icons/apple-180-${hex}.png" />`,
    );
  });

  it('serves PNGs of the named sizes, cached for good; the maskable one holds the logo in its safe zone on the colour', async () => {
    for (const icon of icons) {
      const answer = await fetchIcon(icon.src);
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-type']).toBe('image/png');
      expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const metadata = await sharp(answer.rawPayload).metadata();
      expect(metadata.format).toBe('png');
      expect(`${metadata.width}x${metadata.height}`).toBe(icon.sizes);
    }
    const pixel = async (src: string, x: number, y: number) => {
      const { data, info } = await sharp((await fetchIcon(src)).rawPayload)
        .ensureAlpha()
        .raw()
        .toBuffer({ resolveWithObject: true });
      const at = (y * info.width + x) * 4;
      return [...data.subarray(at, at + 4)];
    };
    const colour = await colourOf(f.olive);
    const rgb = [1, 3, 5].map((i) => Number.parseInt(colour.slice(i, i + 2), 16));
    const maskable = icons[2]!.src;
    // the corners (outside the 40 % circle) are the restaurant's colour, opaque
    expect(await pixel(maskable, 2, 2)).toEqual([...rgb, 255]);
    expect(await pixel(maskable, 509, 509)).toEqual([...rgb, 255]);
    // the logo's red disc is inside the circle, not cut: its centre sits left of the icon's centre
    const [red, green] = await pixel(maskable, 200, 256);
    expect(red).toBeGreaterThan(180);
    expect(green).toBeLessThan(80);
    // the "any" icon keeps the logo's transparency around it
    expect((await pixel(icons[1]!.src, 2, 2))[3]).toBe(0);
    const apple = await fetchIcon(
      `/api/media/${logoId}/icons/apple-180-${colour.slice(1).toLowerCase()}.png`,
    );
    expect((await sharp(apple.rawPayload).metadata()).width).toBe(180);
  });

  it('makes each icon once and keeps it in the media storage beside the logo', async () => {
    const before = storedIcons();
    expect(before.filter((name) => name.startsWith(`${f.olive}/${logoId}/icon-`))).toHaveLength(4);
    await fetchIcon(icons[0]!.src);
    expect(storedIcons()).toEqual(before);
  });

  it('answers 404 and makes nothing for an address that is not the current logo’s and colour’s', async () => {
    const before = storedIcons();
    const [product] = await ctx.deps.db
      .select({ imageId: schema.products.imageId })
      .from(schema.products)
      .where(eq(schema.products.restaurantId, f.olive))
      .limit(1);
    for (const src of [
      `/api/media/${logoId}/icons/maskable-512-000000.png`,
      `/api/media/${logoId}/icons/any-1024.png`,
      `/api/media/${logoId}/icons/any-192.png.png`,
      `/api/media/${product!.imageId}/icons/any-192.png`,
      `/api/media/999999/icons/any-192.png`,
    ])
      expect((await fetchIcon(src)).statusCode, src).toBe(404);
    expect(storedIcons()).toEqual(before);
  });

  it('another restaurant’s manifest and page never point at this logo', async () => {
    const sakuraIcons = await manifestIcons(f.sakura);
    expect(JSON.stringify(sakuraIcons)).not.toContain(`/api/media/${logoId}/`);
    expect(await pageHead(f.sakura)).not.toContain(`/api/media/${logoId}/`);
  });

  it('a replaced logo’s icons go with it', async () => {
    const next = await uploadLogo(f.oliveManager, f.olive, await aLogo());
    expect((await fetchIcon(icons[0]!.src)).statusCode).toBe(404);
    expect(storedIcons().filter((name) => name.startsWith(`${f.olive}/${logoId}/`))).toEqual([]);
    expect((await manifestIcons(f.olive))[0]!.src).toBe(`/api/media/${next}/icons/any-192.png`);
    // two first visitors at once: one icon made and stored, both answered with it
    const put = vi.spyOn(ctx.deps.mediaStorage, 'put');
    const [one, two] = await Promise.all([0, 1].map(() => fetchIcon(`/api/media/${next}/icons/any-512.png`)));
    expect([one!.statusCode, two!.statusCode]).toEqual([200, 200]);
    expect(one!.rawPayload.equals(two!.rawPayload)).toBe(true);
    expect(put.mock.calls.map(([key]) => key)).toEqual([`${f.olive}/${next}/icon-any-512.png`]);
    put.mockRestore();
  });
});

describe('without a logo', () => {
  it('the manifest shows the storefront’s own icons and the page no Apple touch icon', async () => {
    // the demo's drawn logo makes icons too, until the manager removes it
    const drawn = await manifestIcons(f.sakura);
    expect(drawn.map((icon) => icon.type)).toEqual(['image/png', 'image/png', 'image/png']);
    expect((await fetchIcon(drawn[2]!.src)).statusCode).toBe(200);
    const removed = await ctx.app.inject({
      method: 'POST',
      url: `/api/managers/images/remove?restaurantId=${f.sakura}&target=logo`,
      headers: { authorization: `Bearer ${f.sakuraManager}` },
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await manifestIcons(f.sakura)).toEqual([
      { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
    ]);
    expect(await pageHead(f.sakura)).not.toContain('apple-touch-icon');
    expect((await fetchIcon(drawn[0]!.src)).statusCode).toBe(404);
  });
});
