import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { schema } from '@tavola/db';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { managerFixtures } from '../../test/manager-fixtures';
import { multipart } from '../../test/multipart';
import { createTestContext, type TestContext } from '../../test/test-app';

/**
 * Issue 20 (back office): a manager uploads product, category, logo and cover images. The file is
 * judged by its bytes, stored as AVIF/WebP variants under the media storage, served by width and
 * format; replacing or removing an image removes the old files; bad files change nothing.
 */

interface Answer {
  data: { image: string | null };
  message: { body: string; code?: string };
  errors?: Record<string, string[]>;
}
interface StorefrontProduct {
  id: number;
  image: string | null;
}

let ctx: TestContext;
let f: Awaited<ReturnType<typeof managerFixtures>>;
let photo: Buffer;

/** A photo-like JPEG made here, so no binary fixture is committed: gradients and shapes, 900 × 600. */
const aPhoto = (width: number, height: number) =>
  sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
        <defs><radialGradient id="g"><stop offset="0" stop-color="#ffd27a"/><stop offset="1" stop-color="#5a1e0e"/></radialGradient></defs>
        <rect width="100%" height="100%" fill="url(#g)"/>
        <circle cx="${width / 2}" cy="${height / 2}" r="${height / 3}" fill="#f4e3c1"/>
        <circle cx="${width / 2.4}" cy="${height / 2.2}" r="${height / 12}" fill="#b8321f"/>
      </svg>`,
    ),
  )
    .jpeg({ quality: 90 })
    .toBuffer();

beforeAll(async () => {
  ctx = await createTestContext();
  f = await managerFixtures(ctx);
  photo = await aPhoto(900, 600);
});
afterAll(() => ctx?.close());

const query = (values: Record<string, string | number>) =>
  new URLSearchParams(Object.entries(values).map(([k, v]) => [k, String(v)])).toString();

async function upload(
  token: string,
  ref: Record<string, string | number>,
  bytes: Buffer,
  options: { lang?: string; filename?: string; type?: string } = {},
) {
  const body = multipart(bytes, options.filename, options.type);
  const response = await ctx.app.inject({
    method: 'POST',
    url: `/api/managers/images/upload?${query(ref)}`,
    payload: body.payload,
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': body.type,
      'accept-language': options.lang ?? 'en',
    },
  });
  return { status: response.statusCode, body: response.json<Answer>() };
}

async function remove(token: string, ref: Record<string, string | number>) {
  const response = await ctx.app.inject({
    method: 'POST',
    url: `/api/managers/images/remove?${query(ref)}`,
    headers: { authorization: `Bearer ${token}` },
  });
  return { status: response.statusCode, body: response.json<Answer>() };
}

const serve = (url: string, accept = 'image/avif,image/webp,*/*') =>
  ctx.app.inject({ method: 'GET', url, headers: { accept } });

/** every stored file, as `${restaurantId}/${mediaId}/${width}.${format}` */
const storedFiles = () =>
  readdirSync(ctx.mediaDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(ctx.mediaDir.length + 1))
    .sort();
const mediaIdOf = (url: string | null) => Number(url!.split('/').pop());

async function imageIdOfProduct(id: number) {
  const [row] = await ctx.deps.db
    .select({ imageId: schema.products.imageId })
    .from(schema.products)
    .where(eq(schema.products.id, id));
  return row!.imageId;
}
async function storefrontProduct(categoryId: number, id: number) {
  const response = await ctx.get('/api/restaurant/products', { restaurantId: f.olive, categoryId });
  return response.json<{ data: StorefrontProduct[] }>().data.find((product) => product.id === id)!;
}

describe('uploading a product image', () => {
  it('stores AVIF and WebP at each width the photo reaches, and the storefront shows it', async () => {
    const { falafel, olive, oliveManager } = f;
    const saved = await upload(
      oliveManager,
      { restaurantId: olive, target: 'product', id: falafel.id },
      photo,
    );
    expect(saved.status).toBe(200);
    expect(saved.body.message.body).toBe('The image is saved.');
    const id = mediaIdOf(saved.body.data.image);
    expect(saved.body.data.image).toBe(`/api/media/${id}`);
    expect(storedFiles().filter((file) => file.startsWith(`${olive}/${id}/`))).toEqual(
      ['320.avif', '320.webp', '640.avif', '640.webp', '900.avif', '900.webp'].map(
        (n) => `${olive}/${id}/${n}`,
      ),
    );
    expect((await storefrontProduct(falafel.categoryId, falafel.id)).image).toBe(`/api/media/${id}`);
    // issue 34: the activity list names the product (in the restaurant's language), not "product #41"
    const activity = await ctx.app.inject({
      method: 'GET',
      url: `/api/managers/activity?restaurantId=${olive}&group=look`,
      headers: { authorization: `Bearer ${oliveManager}` },
    });
    expect(
      activity
        .json<{ data: { kind: string; subject: string }[] }>()
        .data.find((entry) => entry.kind === 'look.image.upload')?.subject,
    ).toBe('Falafel (5 Stück)');

    const small = await serve(`/api/media/${id}?w=320`);
    expect(small.statusCode).toBe(200);
    expect(small.headers['content-type']).toBe('image/avif');
    expect(small.headers.vary).toMatch(/accept/i);
    expect(small.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(await sharp(small.rawPayload).metadata()).toMatchObject({ width: 320, height: 213 });

    const webp = await serve(`/api/media/${id}?w=1280`, 'image/webp,*/*');
    expect(webp.headers['content-type']).toBe('image/webp');
    expect(await sharp(webp.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 900 });
    // a client without srcset (or an old one reading the SPEC's `image`) gets the widest
    expect((await sharp((await serve(`/api/media/${id}`)).rawPayload).metadata()).width).toBe(900);
  });

  it('replaces the image: the row points to the new one, the old files and row are gone', async () => {
    const { falafel, olive, oliveManager } = f;
    const before = await imageIdOfProduct(falafel.id);
    const png = await sharp({ create: { width: 400, height: 400, channels: 4, background: '#15803d80' } })
      .png()
      .toBuffer();
    const saved = await upload(
      oliveManager,
      { restaurantId: olive, target: 'product', id: falafel.id },
      png,
      {
        filename: 'logo.png',
        type: 'image/png',
      },
    );
    expect(saved.status).toBe(200);
    const after = mediaIdOf(saved.body.data.image);
    expect(await imageIdOfProduct(falafel.id)).toBe(after);
    expect(storedFiles().filter((file) => file.startsWith(`${olive}/${before}/`))).toEqual([]);
    expect(storedFiles().filter((file) => file.startsWith(`${olive}/${after}/`))).toHaveLength(4);
    expect((await serve(`/api/media/${before}`)).statusCode).toBe(404);
    // transparency survives
    expect((await sharp((await serve(`/api/media/${after}`)).rawPayload).metadata()).hasAlpha).toBe(true);
  });

  it("keeps an image a duplicated product still shows when the copy's image is replaced", async () => {
    const { falafel, olive, oliveManager } = f;
    const shared = await imageIdOfProduct(falafel.id);
    const copy = await ctx.app.inject({
      method: 'POST',
      url: '/api/managers/menu/products/duplicate',
      headers: { authorization: `Bearer ${oliveManager}` },
      payload: { restaurantId: olive, id: falafel.id },
    });
    const copyId = copy.json<{ data: { id: number } }>().data.id;
    expect(await imageIdOfProduct(copyId)).toBe(shared);

    expect(
      (await upload(oliveManager, { restaurantId: olive, target: 'product', id: copyId }, photo)).status,
    ).toBe(200);
    expect(await imageIdOfProduct(falafel.id)).toBe(shared);
    expect((await serve(`/api/media/${shared}`)).statusCode).toBe(200);

    const removed = await remove(oliveManager, { restaurantId: olive, target: 'product', id: copyId });
    expect(removed.body).toMatchObject({ data: { image: null }, message: { body: 'The image is removed.' } });
    expect(await imageIdOfProduct(copyId)).toBeNull();
  });
});

describe('bad files', () => {
  it('refuses a wrong type, 20 MB, a truncated photo and an empty file in four languages, leaving nothing behind', async () => {
    const { falafel, olive, oliveManager } = f;
    const ref = { restaurantId: olive, target: 'product', id: falafel.id };
    const filesBefore = storedFiles();
    const mediaBefore = await ctx.deps.db.$count(schema.media);
    const imageBefore = await imageIdOfProduct(falafel.id);

    const svg = await upload(
      oliveManager,
      ref,
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      {
        lang: 'fr',
      },
    );
    expect(svg.status).toBe(422);
    expect(svg.body.errors?.image).toEqual(['Ce fichier n’est pas une image JPEG, PNG, WebP, AVIF ou GIF.']);

    const huge = Buffer.concat([photo, Buffer.alloc(20 * 1024 * 1024 - photo.length)]);
    const tooLarge = await upload(oliveManager, ref, huge, { lang: 'de' });
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body.message.body).toBe(
      'Diese Datei ist größer als 10 MB. Wählen Sie ein kleineres Bild.',
    );
    expect(tooLarge.body.errors?.image).toHaveLength(1);

    const truncated = await upload(oliveManager, ref, photo.subarray(0, Math.floor(photo.length / 2)), {
      lang: 'ar',
    });
    expect(truncated.status).toBe(422);
    expect(truncated.body.errors?.image).toEqual([
      'هذه الصورة تالفة أو غير مكتملة ولا يمكن قراءتها. جرّب حفظها مرة أخرى.',
    ]);

    const empty = await upload(oliveManager, ref, Buffer.alloc(0));
    expect(empty.status).toBe(422);
    expect(empty.body.errors?.image).toEqual(['This file is empty. Choose a photo or a picture.']);

    const noFile = await ctx.app.inject({
      method: 'POST',
      url: `/api/managers/images/upload?${query(ref)}`,
      headers: { authorization: `Bearer ${oliveManager}` },
      payload: { image: 'photo.jpg' },
    });
    expect(noFile.statusCode).toBe(422);
    expect(noFile.json<Answer>().errors?.image).toEqual(['Choose an image file to upload.']);

    expect(storedFiles()).toEqual(filesBefore);
    expect(await ctx.deps.db.$count(schema.media)).toBe(mediaBefore);
    expect(await imageIdOfProduct(falafel.id)).toBe(imageBefore);
  });
});

describe('tenancy', () => {
  it("refuses another restaurant's manager both ways, and changes nothing", async () => {
    const { falafel, olive, sakura, oliveManager, sakuraManager, customerToken } = f;
    const filesBefore = storedFiles();
    const imageBefore = await imageIdOfProduct(falafel.id);
    const [sakuraCategory] = await ctx.deps.db
      .select()
      .from(schema.categories)
      .where(eq(schema.categories.restaurantId, sakura));

    // naming Olive's restaurant: not theirs
    const asOlive = await upload(
      sakuraManager,
      { restaurantId: olive, target: 'product', id: falafel.id },
      photo,
    );
    expect(asOlive.status).toBe(403);
    // naming their own restaurant and Olive's product: no such product there
    const asOwn = await upload(
      sakuraManager,
      { restaurantId: sakura, target: 'product', id: falafel.id },
      photo,
    );
    expect(asOwn.status).toBe(404);
    expect(
      (await remove(sakuraManager, { restaurantId: sakura, target: 'product', id: falafel.id })).status,
    ).toBe(404);
    // and the other way round
    expect((await upload(oliveManager, { restaurantId: sakura, target: 'logo' }, photo)).status).toBe(403);
    expect(
      (await upload(oliveManager, { restaurantId: olive, target: 'category', id: sakuraCategory!.id }, photo))
        .status,
    ).toBe(404);
    expect((await upload(customerToken, { restaurantId: olive, target: 'logo' }, photo)).status).toBe(403);

    expect(storedFiles()).toEqual(filesBefore);
    expect(await imageIdOfProduct(falafel.id)).toBe(imageBefore);
    expect(sakuraCategory!.imageId).toBe(
      (
        await ctx.deps.db.select().from(schema.categories).where(eq(schema.categories.id, sakuraCategory!.id))
      )[0]!.imageId,
    );
  });
});

describe('category, logo and cover', () => {
  it("turns a phone's sideways photo upright and keeps none of its metadata", async () => {
    const { olive, oliveManager, falafel } = f;
    // as a phone stores a portrait photo: landscape pixels, EXIF orientation 6, a camera name
    const sideways = await sharp(await aPhoto(600, 400))
      .withMetadata({ orientation: 6 })
      .withExif({ IFD0: { Make: 'PhoneMaker', Model: 'Pocket 7' } })
      .jpeg()
      .toBuffer();
    expect((await sharp(sideways).metadata()).orientation).toBe(6);
    const saved = await upload(
      oliveManager,
      { restaurantId: olive, target: 'category', id: falafel.categoryId },
      sideways,
    );
    const served = await sharp((await serve(`${saved.body.data.image}?w=1280`)).rawPayload).metadata();
    expect(served).toMatchObject({ width: 400, height: 600 });
    expect(served.exif).toBeUndefined();
    expect(served.orientation).toBeUndefined();
  });

  it('a category image shows on the storefront', async () => {
    const { falafel, olive, oliveManager } = f;
    const saved = await upload(
      oliveManager,
      { restaurantId: olive, target: 'category', id: falafel.categoryId },
      photo,
    );
    expect(saved.status).toBe(200);
    const categories = await ctx.get('/api/restaurant/category', { restaurantId: olive });
    const category = categories
      .json<{ data: { id: number; image: string | null }[] }>()
      .data.find((row) => row.id === falafel.categoryId);
    expect(category?.image).toBe(saved.body.data.image);
  });

  it('the logo and cover become the restaurant’s; removing the cover removes its files', async () => {
    const { olive, oliveManager } = f;
    const logo = await upload(oliveManager, { restaurantId: olive, target: 'logo' }, await aPhoto(300, 300));
    const cover = await upload(oliveManager, { restaurantId: olive, target: 'cover' }, photo);
    expect([logo.status, cover.status]).toEqual([200, 200]);

    const info = await ctx.get('/api/restaurant/restaurant-by-id', { restaurantId: olive });
    expect(info.json<{ data: { logo: string; mainImage: string } }>().data).toMatchObject({
      logo: logo.body.data.image,
      mainImage: cover.body.data.image,
    });
    const images = await ctx.app.inject({
      method: 'GET',
      url: `/api/managers/images?restaurantId=${olive}`,
      headers: { authorization: `Bearer ${oliveManager}` },
    });
    expect(images.json()).toEqual({ data: { logo: logo.body.data.image, cover: cover.body.data.image } });

    expect((await remove(oliveManager, { restaurantId: olive, target: 'cover' })).status).toBe(200);
    const coverId = mediaIdOf(cover.body.data.image);
    expect(storedFiles().filter((file) => file.startsWith(`${olive}/${coverId}/`))).toEqual([]);
    const after = await ctx.get('/api/restaurant/restaurant-by-id', { restaurantId: olive });
    expect(after.json<{ data: { mainImage: string | null } }>().data.mainImage).toBeNull();

    // the activity list reads the restaurant from the upload's query (its body is the file)
    const activity = await ctx.app.inject({
      method: 'GET',
      url: `/api/managers/activity?restaurantId=${olive}&group=look`,
      headers: { authorization: `Bearer ${oliveManager}` },
    });
    expect(
      activity
        .json<{ data: { kind: string; subject: string }[] }>()
        .data.map((entry) => [entry.kind, entry.subject]),
    ).toEqual(
      expect.arrayContaining([
        ['look.image.upload', 'logo'],
        ['look.image.upload', 'cover'],
        ['look.image.remove', 'cover'],
      ]),
    );
  });
});
