import { randomUUID } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { AttributeGroupDto, CategoryDto, PackageStepDto, ProductDto } from '@tavola/contracts';
import { schema } from '@tavola/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/test-app';

/** SPEC §7 catalogue calls against the seeded demo menu; ids are looked up, never assumed. */

interface ErrorBody {
  message: { type: string; body: string };
  errors?: Record<string, string[]>;
}
type ProductRow = typeof schema.products.$inferSelect;
type CategoryRow = typeof schema.categories.$inferSelect;

let ctx: TestContext;
let olive: number;
let sakura: number;
let oliveProducts: ProductRow[];
let oliveCategories: CategoryRow[];

async function restaurantIdOf(slug: string): Promise<number> {
  const [row] = await ctx.deps.db
    .select({ id: schema.restaurants.id })
    .from(schema.restaurants)
    .where(eq(schema.restaurants.slug, slug));
  if (!row) throw new Error(`demo restaurant ${slug} is missing`);
  return row.id;
}

async function data<T>(url: string, query: Record<string, string | number | boolean>): Promise<T> {
  const response = await ctx.get(url, query);
  expect(response.statusCode, `${url} ${JSON.stringify(query)}: ${response.body}`).toBe(200);
  return response.json<{ data: T }>().data;
}

const products = (query: Record<string, string | number | boolean>) =>
  data<ProductDto[]>('/api/restaurant/products', { restaurantId: olive, ...query });
const categories = (query: Record<string, string | number | boolean> = {}) =>
  data<CategoryDto[]>('/api/restaurant/category', { restaurantId: olive, ...query });
const idsOf = (list: { id: number }[]) => list.map((entry) => entry.id).sort((a, b) => a - b);
const english = (row: ProductRow) => row.name.en ?? '';
const activeIn = (categoryId: number) =>
  oliveProducts.filter((product) => product.active && product.categoryId === categoryId);

/** A date (YYYY-MM-DD) in [from, to] whose weekday is `weekday` (1..7, Sunday = 7, SPEC §3). */
function dateOnWeekday(weekday: number, from: string, to: string): string {
  const day = new Date(`${from}T12:00:00Z`);
  for (let step = 0; step < 7; step += 1) {
    const iso = day.toISOString().slice(0, 10);
    if (iso > to) break;
    if ((day.getUTCDay() === 0 ? 7 : day.getUTCDay()) === weekday) return iso;
    day.setUTCDate(day.getUTCDate() + 1);
  }
  throw new Error(`no weekday ${weekday} between ${from} and ${to}`);
}

function minutesBefore(clock: string, minutes: number): string {
  const [hours = 0, mins = 0] = clock.split(':').map(Number);
  const total = hours * 60 + mins - minutes;
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}

beforeAll(async () => {
  ctx = await createTestContext();
  olive = await restaurantIdOf('olive-linde');
  sakura = await restaurantIdOf('sakura-ramen');
  oliveProducts = await ctx.deps.db
    .select()
    .from(schema.products)
    .where(eq(schema.products.restaurantId, olive));
  oliveCategories = await ctx.deps.db
    .select()
    .from(schema.categories)
    .where(eq(schema.categories.restaurantId, olive));
});
afterAll(() => ctx?.close());

describe('the demo menu', () => {
  it('is big enough for these tests', () => {
    expect(oliveCategories.length).toBeGreaterThanOrEqual(8);
    expect(oliveProducts.length).toBeGreaterThanOrEqual(40);
    expect(oliveProducts.some((product) => product.stock === 0)).toBe(true);
    expect(oliveProducts.some((product) => product.isPackage)).toBe(true);
    expect(oliveProducts.some((product) => product.pinned)).toBe(true);
  });
});

describe('GET /api/restaurant/category', () => {
  it('lists categories sorted by pivot.priority, each with products', async () => {
    const list = await categories();
    expect(list.length).toBeGreaterThanOrEqual(8);
    const priorities = list.map((category) => category.pivot.priority);
    expect(priorities).toEqual([...priorities].sort((a, b) => a - b));
    for (const category of list) {
      expect(category.products_count, category.name).toBeGreaterThan(0);
      expect(category.products_count, category.name).toBe(activeIn(category.id).length);
    }
  });

  it('lists every active category that has products, and only those of this restaurant', async () => {
    const list = await categories();
    const expected = oliveCategories.filter(
      (category) => category.active && activeIn(category.id).length > 0,
    );
    expect(idsOf(list)).toEqual(idsOf(expected));
  });

  it('includes the seeded subcategories', async () => {
    const subs = await ctx.deps.db
      .select()
      .from(schema.subcategories)
      .where(eq(schema.subcategories.restaurantId, olive));
    expect(subs.length).toBeGreaterThan(0);
    const list = await categories();
    for (const category of list) {
      const expected = subs.filter((sub) => sub.categoryId === category.id);
      expect(idsOf(category.subcategories), category.name).toEqual(idsOf(expected));
      for (const sub of category.subcategories) {
        expect(sub.name).not.toBe('');
        if (sub.imagePath !== null) expect(sub.imagePath).toMatch(/^\/api\/media\/\d+$/);
      }
    }
    expect(list.some((category) => category.subcategories.length > 0)).toBe(true);
  });

  it('extra=1 answers only the extra categories', async () => {
    const all = await categories();
    const extras = await categories({ extra: 1 });
    expect(extras.length).toBeGreaterThan(0);
    expect(extras.length).toBeLessThan(all.length);
    for (const category of extras) expect(category.extra).toBe(true);
    const expected = oliveCategories.filter(
      (category) => category.isExtra && activeIn(category.id).length > 0,
    );
    expect(idsOf(extras)).toEqual(idsOf(expected));
    expect(idsOf(await categories({ extra: 'true' }))).toEqual(idsOf(extras));
    expect(idsOf(await categories({ extra: 0 }))).toEqual(idsOf(all));
  });

  it('localizes names: German differs from English for at least one category', async () => {
    const english = await categories({ lang: 'en' });
    const german = await categories({ lang: 'de' });
    expect(idsOf(german)).toEqual(idsOf(english));
    const pairs = english.map((category) => [
      category.name,
      german.find((other) => other.id === category.id)!.name,
    ]);
    expect(pairs.some(([en, de]) => en !== de)).toBe(true);
    const stored = oliveCategories.find((category) => category.id === english[0]!.id)!;
    expect(english[0]!.name).toBe(stored.name.en);
    expect(german[0]!.name).toBe(stored.name.de);
  });

  it('reads the language from Accept-Language too', async () => {
    const response = await ctx.get(
      '/api/restaurant/category',
      { restaurantId: olive },
      { 'accept-language': 'ar' },
    );
    const arabic = response.json<{ data: CategoryDto[] }>().data;
    const stored = oliveCategories.find((category) => category.id === arabic[0]!.id)!;
    expect(arabic[0]!.name).toBe(stored.name.ar);
  });

  it('counts only products offered for the chosen delivery type', async () => {
    const restricted = oliveProducts.find(
      (product) => product.active && !product.deliveryTypes.includes('delivery'),
    );
    expect(restricted).toBeDefined();
    const all = await categories();
    const forDelivery = await categories({ deliveryType: 'delivery' });
    const category = restricted!.categoryId;
    const countIn = (list: CategoryDto[]) => list.find((entry) => entry.id === category)?.products_count ?? 0;
    const expected = activeIn(category).filter((product) =>
      product.deliveryTypes.includes('delivery'),
    ).length;
    expect(countIn(forDelivery)).toBe(expected);
    expect(countIn(forDelivery)).toBeLessThan(countIn(all));
  });
});

describe('GET /api/restaurant/products', () => {
  it("answers exactly the category's active products", async () => {
    for (const category of await categories()) {
      const list = await products({ categoryId: category.id });
      expect(idsOf(list), category.name).toEqual(idsOf(activeIn(category.id)));
      for (const product of list) expect(product.category_id).toBe(category.id);
    }
  });

  it('sends a browser the answer compressed (brotli, else gzip), the same JSON as uncompressed', async () => {
    // the biggest category's answer: over the 2 kB below which nothing is compressed
    const sizes = await Promise.all(
      (await categories()).map(async (category) => ({
        id: category.id,
        length: (await products({ categoryId: category.id })).length,
      })),
    );
    const categoryId = sizes.sort((a, b) => b.length - a.length)[0]!.id;
    const query = { restaurantId: olive, categoryId };
    const plain = await ctx.get('/api/restaurant/products', query);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(2048);
    const decoders = { br: brotliDecompressSync, gzip: gunzipSync };
    for (const [accept, encoding] of [
      ['gzip, deflate, br', 'br'],
      ['gzip;q=1, br;q=0', 'gzip'],
    ] as const) {
      const packed = await ctx.get('/api/restaurant/products', query, { 'accept-encoding': accept });
      expect(packed.statusCode).toBe(200);
      expect(packed.headers['content-encoding'], accept).toBe(encoding);
      expect(packed.headers.vary).toBe('accept-encoding');
      expect(packed.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(packed.rawPayload.length).toBeLessThan(plain.rawPayload.length);
      expect(JSON.parse(decoders[encoding](packed.rawPayload).toString('utf8'))).toEqual(plain.json());
    }
  });

  it('answers the product fields with their types', async () => {
    const category = (await categories())[0]!;
    const list = await products({ categoryId: category.id });
    expect(list.length).toBeGreaterThan(0);
    for (const product of list) {
      const stored = oliveProducts.find((row) => row.id === product.id)!;
      expect(Number.isInteger(product.price)).toBe(true);
      expect(product.price).toBe(stored.price);
      expect([0, 1]).toContain(product.is_package);
      expect(product.is_package).toBe(stored.isPackage ? 1 : 0);
      expect(Array.isArray(product.allergy_info)).toBe(true);
      expect(product.allergy_info).toEqual(stored.allergyCodes);
      expect(typeof product.extra).toBe('boolean');
      expect(Array.isArray(product.extra_tabs)).toBe(true);
      expect(Array.isArray(product.happyHours)).toBe(true);
      expect(product.name).toBe(stored.name.en);
      if (product.image !== null) expect(product.image).toMatch(/^\/api\/media\/\d+$/);
    }
  });

  it('marks products with options as extra: true, and others false', async () => {
    const options = await ctx.deps.db
      .select({ productId: schema.productAttributeItems.productId })
      .from(schema.productAttributeItems)
      .where(eq(schema.productAttributeItems.restaurantId, olive));
    const withOptions = new Set(options.map((row) => row.productId));
    const withOne = oliveProducts.find((product) => product.active && withOptions.has(product.id))!;
    const list = await products({ categoryId: withOne.categoryId });
    for (const product of list) expect(product.extra, product.name).toBe(withOptions.has(product.id));
    expect(list.some((product) => product.extra)).toBe(true);
  });

  it('keeps a product with stock 0 on the menu, reporting stock 0', async () => {
    const soldOut = oliveProducts.find((product) => product.active && product.stock === 0)!;
    const list = await products({ categoryId: soldOut.categoryId });
    expect(list.find((product) => product.id === soldOut.id)?.stock).toBe(0);
  });

  it('localizes names and descriptions', async () => {
    const product = oliveProducts.find((row) => row.active && row.name.de !== row.name.en)!;
    const german = await products({ categoryId: product.categoryId, lang: 'de' });
    expect(german.find((entry) => entry.id === product.id)?.name).toBe(product.name.de);
    const french = await products({ categoryId: product.categoryId, lang: 'fr' });
    expect(french.find((entry) => entry.id === product.id)?.name).toBe(product.name.fr);
  });

  it('answers 404 for an unknown category', async () => {
    const unknown = Math.max(...oliveCategories.map((category) => category.id)) + 1000;
    const response = await ctx.get('/api/restaurant/products', { restaurantId: olive, categoryId: unknown });
    expect(response.statusCode).toBe(404);
    expect(response.json<ErrorBody>().message).toMatchObject({
      type: 'error',
      body: 'The category does not exist.',
    });
  });

  it('answers 404 for a category of the other restaurant (tenancy)', async () => {
    const [foreign] = await ctx.deps.db
      .select({ id: schema.categories.id })
      .from(schema.categories)
      .where(eq(schema.categories.restaurantId, sakura));
    const response = await ctx.get('/api/restaurant/products', {
      restaurantId: olive,
      categoryId: foreign!.id,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json<ErrorBody>().message.body).toBe('The category does not exist.');
  });

  it('answers 422 without a categoryId', async () => {
    const response = await ctx.get('/api/restaurant/products', { restaurantId: olive });
    expect(response.statusCode).toBe(422);
    expect(response.json<ErrorBody>().errors?.categoryId).toEqual(['The categoryId field is required.']);
  });

  it('deliveryType=here and delivery answer different lists when a product is limited to a type', async () => {
    const hereOnly = oliveProducts.find(
      (product) =>
        product.active &&
        product.deliveryTypes.includes('here') &&
        !product.deliveryTypes.includes('delivery'),
    )!;
    expect(hereOnly).toBeDefined();
    const forHere = await products({ categoryId: hereOnly.categoryId, deliveryType: 'here' });
    const forDelivery = await products({ categoryId: hereOnly.categoryId, deliveryType: 'delivery' });
    const unfiltered = await products({ categoryId: hereOnly.categoryId });
    expect(idsOf(forHere)).toContain(hereOnly.id);
    expect(idsOf(forDelivery)).not.toContain(hereOnly.id);
    expect(idsOf(unfiltered)).toContain(hereOnly.id);
    expect(idsOf(forDelivery)).toEqual(
      idsOf(activeIn(hereOnly.categoryId).filter((product) => product.deliveryTypes.includes('delivery'))),
    );
    for (const product of forDelivery) expect(product.delivery_types).toContain('delivery');
  });

  it('reads the delivery type codes 1/2/3 and takeaway as the spec names them', async () => {
    const category = oliveProducts.find(
      (product) => product.active && !product.deliveryTypes.includes('delivery'),
    )!.categoryId;
    expect(idsOf(await products({ categoryId: category, deliveryType: 1 }))).toEqual(
      idsOf(await products({ categoryId: category, deliveryType: 'delivery' })),
    );
    expect(idsOf(await products({ categoryId: category, deliveryType: 'takeaway' }))).toEqual(
      idsOf(await products({ categoryId: category, deliveryType: 'pickup' })),
    );
    expect(idsOf(await products({ categoryId: category, deliveryType: 3 }))).toEqual(
      idsOf(await products({ categoryId: category, deliveryType: 'here' })),
    );
  });
});

describe('happy hours (delivery_time)', () => {
  async function happyHourCase() {
    const hours = await ctx.deps.db
      .select()
      .from(schema.happyHours)
      .where(eq(schema.happyHours.restaurantId, olive));
    const hour = hours.find((row) => row.startTime !== null && row.startTime > '00:00');
    expect(hour, 'a happy hour with a start time is seeded').toBeDefined();
    const product = oliveProducts.find((row) => row.id === hour!.productId)!;
    const date = dateOnWeekday(hour!.weekday, hour!.startDate, hour!.endDate);
    return {
      product,
      hour: hour!,
      inside: `${date} ${hour!.startTime!.slice(0, 5)}`,
      before: `${date} ${minutesBefore(hour!.startTime!, 1)}`,
      afterRange: `${dateAfter(hour!.endDate, 1)} ${hour!.startTime!.slice(0, 5)}`,
    };
  }
  const dateAfter = (date: string, days: number) => {
    const day = new Date(`${date}T12:00:00Z`);
    day.setUTCDate(day.getUTCDate() + days);
    return day.toISOString().slice(0, 10);
  };

  it('flips available for the happy-hour product inside and outside its hours', async () => {
    const { product, inside, before, afterRange } = await happyHourCase();
    const availableAt = async (deliveryTime: string) =>
      (await products({ categoryId: product.categoryId, delivery_time: deliveryTime })).find(
        (entry) => entry.id === product.id,
      )?.available;
    expect(await availableAt(inside)).toBe(true);
    expect(await availableAt(before)).toBe(false);
    expect(await availableAt(afterRange)).toBe(false);
  });

  it('lists the happy hours with weekday_id 1..7 (Sunday = 7)', async () => {
    const { product, hour } = await happyHourCase();
    const list = await products({ categoryId: product.categoryId });
    const entry = list.find((row) => row.id === product.id)!;
    expect(entry.happyHours.length).toBeGreaterThan(0);
    expect(entry.happyHours).toContainEqual(
      expect.objectContaining({
        weekday_id: hour.weekday,
        start_date: hour.startDate,
        end_date: hour.endDate,
      }),
    );
    for (const row of entry.happyHours) {
      expect(row.weekday_id).toBeGreaterThanOrEqual(1);
      expect(row.weekday_id).toBeLessThanOrEqual(7);
    }
  });

  it('products without happy hours stay available at any time', async () => {
    const { product, before } = await happyHourCase();
    const list = await products({ categoryId: product.categoryId, delivery_time: before });
    const others = list.filter((entry) => entry.happyHours.length === 0 && entry.end_date === null);
    expect(others.length).toBeGreaterThan(0);
    for (const entry of others) expect(entry.available, entry.name).toBe(true);
  });

  it('a Sunday delivery time matches weekday 7', async () => {
    const { product, hour } = await happyHourCase();
    const weekdays = await ctx.deps.db
      .select({ weekday: schema.happyHours.weekday })
      .from(schema.happyHours)
      .where(eq(schema.happyHours.productId, product.id));
    if (!weekdays.some((row) => row.weekday === 7)) return;
    const sunday = dateOnWeekday(7, hour.startDate, hour.endDate);
    const list = await products({
      categoryId: product.categoryId,
      delivery_time: `${sunday} ${hour.startTime!.slice(0, 5)}`,
    });
    expect(list.find((entry) => entry.id === product.id)?.available).toBe(true);
  });
});

describe('GET /api/restaurant/products-happyHour-time', () => {
  it('with categoryId: the happy-hour products of that category and their availability', async () => {
    const [hour] = await ctx.deps.db
      .select()
      .from(schema.happyHours)
      .where(eq(schema.happyHours.restaurantId, olive));
    const product = oliveProducts.find((row) => row.id === hour!.productId)!;
    const date = dateOnWeekday(hour!.weekday, hour!.startDate, hour!.endDate);
    const at = `${date} ${(hour!.startTime ?? '12:00').slice(0, 5)}`;
    const list = await data<{ productId: number; happyHours: unknown[]; available: boolean }[]>(
      '/api/restaurant/products-happyHour-time',
      { restaurantId: olive, categoryId: product.categoryId, delivery_time: at },
    );
    expect(list.map((entry) => entry.productId)).toContain(product.id);
    const entry = list.find((row) => row.productId === product.id)!;
    expect(entry.available).toBe(true);
    expect(entry.happyHours.length).toBeGreaterThan(0);
    for (const row of list) expect(row.happyHours.length).toBeGreaterThan(0);
  });

  it('with pinned=1: only pinned products with happy hours', async () => {
    const list = await data<{ productId: number }[]>('/api/restaurant/products-happyHour-time', {
      restaurantId: olive,
      pinned: 1,
    });
    const pinned = new Set(oliveProducts.filter((product) => product.pinned).map((product) => product.id));
    for (const entry of list) expect(pinned.has(entry.productId)).toBe(true);
  });

  it('without categoryId and pinned: 422', async () => {
    for (const query of [{}, { pinned: 0 }] as Record<string, number>[]) {
      const response = await ctx.get('/api/restaurant/products-happyHour-time', {
        restaurantId: olive,
        ...query,
      });
      expect(response.statusCode).toBe(422);
      expect(response.json<ErrorBody>().errors).toHaveProperty('categoryId');
    }
  });
});

describe('GET /api/restaurant/pinned-products', () => {
  it('answers exactly the active pinned products', async () => {
    const list = await data<ProductDto[]>('/api/restaurant/pinned-products', { restaurantId: olive });
    const expected = oliveProducts.filter((product) => product.active && product.pinned);
    expect(list.length).toBeGreaterThan(0);
    expect(idsOf(list)).toEqual(idsOf(expected));
  });
});

describe('GET /api/restaurant/search-products', () => {
  const search = (name: string, extra: Record<string, string> = {}) =>
    data<ProductDto[]>('/api/restaurant/search-products', { restaurantId: olive, name, ...extra });

  it('matches case-insensitively', async () => {
    const product = oliveProducts.find((row) => row.active && /^[A-Za-z]{5,}/.test(english(row)))!;
    const word = english(product).split(/\s/)[0]!;
    for (const term of [word.toUpperCase(), word.toLowerCase()]) {
      expect(idsOf(await search(term)), term).toContain(product.id);
    }
  });

  it('finds a product by its German name while the request speaks English', async () => {
    const product = oliveProducts.find(
      (row) => row.active && row.name.de && !english(row).includes(row.name.de),
    )!;
    const found = await search(product.name.de!, { lang: 'en' });
    expect(idsOf(found)).toContain(product.id);
    expect(found.find((entry) => entry.id === product.id)?.name).toBe(product.name.en);
  });

  it('finds a product by an Arabic word', async () => {
    const product = oliveProducts.find((row) => row.active && row.name.ar)!;
    const word = product.name.ar!.split(/\s/).sort((a, b) => b.length - a.length)[0]!;
    const found = await search(word);
    expect(idsOf(found)).toContain(product.id);
    const expected = oliveProducts.filter(
      (row) =>
        row.active &&
        Object.values(row.name).some((text) => text?.toLowerCase().includes(word.toLowerCase())),
    );
    expect(idsOf(found)).toEqual(idsOf(expected));
  });

  it("takes '%' and '_' literally", async () => {
    for (const wildcard of ['%', '_', '%%', 'a%e']) {
      const expected = oliveProducts.filter(
        (row) => row.active && Object.values(row.name).some((text) => text?.toLowerCase().includes(wildcard)),
      );
      expect(idsOf(await search(wildcard)), wildcard).toEqual(idsOf(expected));
    }
    expect(await search('%')).toHaveLength(
      oliveProducts.filter((row) => row.active && Object.values(row.name).some((text) => text?.includes('%')))
        .length,
    );
  });

  it('finds nothing for a word on no menu', async () => {
    expect(await search('zzqxv')).toEqual([]);
  });

  it('answers 422 for an empty or blank name', async () => {
    for (const name of ['', '   ']) {
      const response = await ctx.get('/api/restaurant/search-products', { restaurantId: olive, name });
      expect(response.statusCode, JSON.stringify(name)).toBe(422);
      expect(response.json<ErrorBody>().errors?.name).toEqual(['The name field is required.']);
    }
    const missing = await ctx.get('/api/restaurant/search-products', { restaurantId: olive });
    expect(missing.statusCode).toBe(422);
    expect(missing.json<ErrorBody>().errors?.name).toEqual(['The name field is required.']);
  });

  it('ignores surrounding spaces', async () => {
    const product = oliveProducts.find((row) => row.active && /^[A-Za-z]{5,}/.test(english(row)))!;
    const word = english(product).split(/\s/)[0]!;
    expect(idsOf(await search(`  ${word}  `))).toEqual(idsOf(await search(word)));
  });
});

describe('GET /api/restaurant/product/search', () => {
  it('answers id, name and category_name', async () => {
    const product = oliveProducts.find((row) => row.active && /^[A-Za-z]{5,}/.test(english(row)))!;
    const word = english(product).split(/\s/)[0]!;
    const list = await data<{ id: number; name: string; category_id: number; category_name: string }[]>(
      '/api/restaurant/product/search',
      { restaurantId: olive, query: word.toLowerCase() },
    );
    const entry = list.find((row) => row.id === product.id);
    expect(entry).toBeDefined();
    const category = oliveCategories.find((row) => row.id === product.categoryId)!;
    expect(entry).toEqual({
      id: product.id,
      name: product.name.en,
      category_id: category.id,
      category_name: category.name.en,
    });
  });

  it('localizes the category name', async () => {
    const product = oliveProducts.find((row) => {
      const category = oliveCategories.find((entry) => entry.id === row.categoryId)!;
      return row.active && category.name.de !== category.name.en;
    })!;
    const list = await data<{ id: number; category_name: string }[]>('/api/restaurant/product/search', {
      restaurantId: olive,
      query: product.name.de!,
      lang: 'de',
    });
    const category = oliveCategories.find((row) => row.id === product.categoryId)!;
    expect(list.find((row) => row.id === product.id)?.category_name).toBe(category.name.de);
  });

  it('answers 422 for a blank query', async () => {
    const response = await ctx.get('/api/restaurant/product/search', { restaurantId: olive, query: ' ' });
    expect(response.statusCode).toBe(422);
    expect(response.json<ErrorBody>().errors).toHaveProperty('query');
  });
});

describe('GET /api/restaurant/product-packages', () => {
  it('answers the steps of a package: at least 3, each with products and min/max', async () => {
    const packages = oliveProducts.filter((product) => product.active && product.isPackage);
    let checked = 0;
    for (const product of packages) {
      const steps = await data<PackageStepDto[]>('/api/restaurant/product-packages', {
        restaurantId: olive,
        productId: product.id,
      });
      const stored = await ctx.deps.db
        .select({ id: schema.packageSteps.id })
        .from(schema.packageSteps)
        .where(eq(schema.packageSteps.productId, product.id));
      expect(idsOf(steps)).toEqual(idsOf(stored));
      for (const step of steps) {
        expect(step.products.length, step.name).toBeGreaterThan(0);
        expect(Number.isInteger(step.min)).toBe(true);
        expect(Number.isInteger(step.max)).toBe(true);
        expect(step.min).toBeLessThanOrEqual(step.max);
        expect(step.max).toBeGreaterThan(0);
        for (const choice of step.products) {
          expect(Number.isInteger(choice.price)).toBe(true);
          expect(typeof choice.is_multiple_allowed).toBe('boolean');
          expect(Array.isArray(choice.allergy_info)).toBe(true);
          expect(oliveProducts.find((row) => row.id === choice.id)?.restaurantId).toBe(olive);
        }
      }
      if (steps.length >= 3) checked += 1;
    }
    expect(checked).toBeGreaterThan(0);
  });

  it("answers 400 'The product has no package.' for a product that is not a package", async () => {
    const plain = oliveProducts.find((product) => product.active && !product.isPackage)!;
    const response = await ctx.get('/api/restaurant/product-packages', {
      restaurantId: olive,
      productId: plain.id,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<ErrorBody>().message).toMatchObject({
      type: 'error',
      body: 'The product has no package.',
    });
  });

  it("answers 404 for the other restaurant's product", async () => {
    const [foreign] = await ctx.deps.db
      .select({ id: schema.products.id })
      .from(schema.products)
      .where(eq(schema.products.restaurantId, sakura));
    const response = await ctx.get('/api/restaurant/product-packages', {
      restaurantId: olive,
      productId: foreign!.id,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json<ErrorBody>().message.body).toBe('The product does not exist.');
    const pkg = oliveProducts.find((product) => product.isPackage)!;
    const crossed = await ctx.get('/api/restaurant/product-packages', {
      restaurantId: sakura,
      productId: pkg.id,
    });
    expect(crossed.statusCode).toBe(404);
  });
});

describe('GET /api/restaurant/category-attributes-items', () => {
  it('answers attribute groups with items, integer pivot prices and minimum/maximum values', async () => {
    const links = await ctx.deps.db
      .select()
      .from(schema.productAttributeItems)
      .where(eq(schema.productAttributeItems.restaurantId, olive));
    const product = oliveProducts.find(
      (row) => row.active && links.some((link) => link.productId === row.id),
    )!;
    const list = await data<{ productId: number; groups: AttributeGroupDto[] }[]>(
      '/api/restaurant/category-attributes-items',
      { restaurantId: olive, categoryId: product.categoryId },
    );
    const inCategory = new Set(activeIn(product.categoryId).map((row) => row.id));
    for (const entry of list) expect(inCategory.has(entry.productId)).toBe(true);
    const entry = list.find((row) => row.productId === product.id)!;
    expect(entry.groups.length).toBeGreaterThan(0);
    const stored = await ctx.deps.db
      .select()
      .from(schema.attributeGroups)
      .where(eq(schema.attributeGroups.restaurantId, olive));
    let items = 0;
    for (const group of entry.groups) {
      const row = stored.find((candidate) => candidate.id === group.id)!;
      expect(group.minimum_value).toBe(row.minimumValue);
      expect(group.maximum_value).toBe(row.maximumValue);
      expect(Number.isInteger(group.minimum_value)).toBe(true);
      expect(group.maximum_value === null || Number.isInteger(group.maximum_value)).toBe(true);
      expect(typeof group.is_multi_select).toBe('boolean');
      expect(group.items.length).toBeGreaterThan(0);
      for (const item of group.items) {
        const link = links.find((candidate) => candidate.id === item.pivot.id)!;
        expect(link.productId).toBe(product.id);
        expect(Number.isInteger(item.pivot.price)).toBe(true);
        expect(item.pivot.price).toBe(link.price);
        expect(item.name).not.toBe('');
        items += 1;
      }
    }
    expect(items).toBe(links.filter((link) => link.productId === product.id).length);
  });

  it('answers 404 for a category of the other restaurant', async () => {
    const [foreign] = await ctx.deps.db
      .select({ id: schema.categories.id })
      .from(schema.categories)
      .where(eq(schema.categories.restaurantId, sakura));
    const response = await ctx.get('/api/restaurant/category-attributes-items', {
      restaurantId: olive,
      categoryId: foreign!.id,
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('GET /api/restaurant/most-selling', () => {
  const mostSelling = (restaurantId: number) =>
    data<ProductDto[]>('/api/restaurant/most-selling', { restaurantId });

  async function placeOrder(
    restaurantId: number,
    lines: { product: ProductRow; quantity: number }[],
    createdAt = new Date(),
  ): Promise<void> {
    const [order] = await ctx.deps.db
      .insert(schema.orders)
      .values({
        restaurantId,
        basketId: randomUUID(),
        deliveryType: 'pickup',
        paymentType: 'cash',
        paymentState: 'on_site',
        isOnlinePayment: false,
        subtotal: lines.reduce((sum, line) => sum + line.product.price * line.quantity, 0),
        total: lines.reduce((sum, line) => sum + line.product.price * line.quantity, 0),
        currency: 'EUR',
        lang: 'en',
        createdAt,
      })
      .returning({ id: schema.orders.id });
    await ctx.deps.db.insert(schema.orderProducts).values(
      lines.map(({ product, quantity }) => ({
        restaurantId,
        orderId: order!.id,
        productId: product.id,
        name: product.name,
        quantity,
        unitPrice: product.price,
        totalPrice: product.price * quantity,
      })),
    );
  }

  // the best sellers of this describe's own orders: the demo customer's past orders (issue 33) go first
  beforeAll(async () => {
    await ctx.deps.db.delete(schema.orderProducts);
    await ctx.deps.db.delete(schema.orders);
  });

  it('answers [] while there are no orders', async () => {
    expect(await mostSelling(olive)).toEqual([]);
    expect(await mostSelling(sakura)).toEqual([]);
  });

  it('orders products by quantity sold, summed over orders; recent orders only; own restaurant only', async () => {
    const plain = oliveProducts.filter((product) => product.active && !product.isPackage);
    const [x, y, w] = [plain[0]!, plain[1]!, plain[2]!];
    const sakuraProducts = await ctx.deps.db
      .select()
      .from(schema.products)
      .where(eq(schema.products.restaurantId, sakura));
    const z = sakuraProducts[0]!;
    await placeOrder(olive, [
      { product: x, quantity: 5 },
      { product: y, quantity: 2 },
    ]);
    await placeOrder(olive, [{ product: w, quantity: 3 }]);
    await placeOrder(olive, [{ product: w, quantity: 3 }]);
    // an order from months ago does not make y a best seller now
    await placeOrder(olive, [{ product: y, quantity: 100 }], new Date(Date.now() - 90 * 86_400_000));
    await placeOrder(sakura, [{ product: z, quantity: 50 }]);

    const olives = await mostSelling(olive);
    expect(olives.map((product) => product.id)).toEqual([w.id, x.id, y.id]);
    expect(olives.map((product) => product.id)).not.toContain(z.id);
    const sakuras = await mostSelling(sakura);
    expect(sakuras.map((product) => product.id)).toEqual([z.id]);
  });

  it('honours limit', async () => {
    const list = await data<ProductDto[]>('/api/restaurant/most-selling', { restaurantId: olive, limit: 2 });
    expect(list).toHaveLength(2);
  });

  it('leaves out products no longer on the menu', async () => {
    const before = await mostSelling(olive);
    const top = before[0]!;
    await ctx.deps.db.update(schema.products).set({ active: false }).where(eq(schema.products.id, top.id));
    try {
      const after = await mostSelling(olive);
      expect(after.map((product) => product.id)).toEqual(before.slice(1).map((product) => product.id));
    } finally {
      await ctx.deps.db.update(schema.products).set({ active: true }).where(eq(schema.products.id, top.id));
    }
  });
});
