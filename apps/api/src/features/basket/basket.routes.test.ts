import type { BasketDto } from '@tavola/contracts';
import { schema } from '@tavola/db';
import { and, eq, inArray } from 'drizzle-orm';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestContext, type TestContext } from '../../test/test-app';

/**
 * SPEC §7 basket rows against the seeded demo menu: create, read, add, remove, comments, guests
 * and delivery type changes. Ids are looked up, never assumed; prices come from the database.
 */

interface ErrorBody {
  message: { type: string; body: string; code?: string };
  errors?: Record<string, string[]>;
}
type ProductRow = typeof schema.products.$inferSelect;
type RestaurantRow = typeof schema.restaurants.$inferSelect;

let ctx: TestContext;
let token: string;
let olive: RestaurantRow;
let sakura: RestaurantRow;
let oliveProducts: ProductRow[];
let depotPrices: Map<number, number>;

const authorized = (bearer: string) => ({ authorization: `Bearer ${bearer}` });
const post = (url: string, payload: Record<string, unknown>, bearer = token) =>
  ctx.app.inject({ method: 'POST', url: `/api/${url}`, headers: authorized(bearer), payload });
const get = (url: string, query: Record<string, string | number>, bearer = token) =>
  ctx.app.inject({
    method: 'GET',
    url: `/api/${url}?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`,
    headers: authorized(bearer),
  });

function ok(response: LightMyRequestResponse): BasketDto {
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: BasketDto }>().data;
}
function failure(response: LightMyRequestResponse, status: number): ErrorBody {
  expect(response.statusCode, response.body).toBe(status);
  const body = response.json<ErrorBody>();
  expect(body.message.type).toBe('error');
  return body;
}

async function newBasket(payload: Record<string, unknown> = {}, bearer = token): Promise<string> {
  const response = await post('basket/create', { restaurantId: olive.id, ...payload }, bearer);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: { id: string } }>().data.id;
}
const add = (basketId: string, productId: number, extra: Record<string, unknown> = {}) =>
  post('basket/add', { restaurantId: olive.id, basketId, productId, ...extra });
const readBasket = async (basketId: string) => ok(await get('basket', { restaurantId: olive.id, basketId }));

function product(english: string): ProductRow {
  const found = oliveProducts.find((row) => row.name.en === english);
  if (!found) throw new Error(`demo product ${english} is missing`);
  return found;
}
const depotOf = (row: ProductRow) => (row.depotId ? (depotPrices.get(row.depotId) ?? 0) : 0);

async function restaurant(slug: string): Promise<RestaurantRow> {
  const [row] = await ctx.deps.db.select().from(schema.restaurants).where(eq(schema.restaurants.slug, slug));
  if (!row) throw new Error(`demo restaurant ${slug} is missing`);
  return row;
}

/** Runs `body` with the restaurant's settings changed, then puts the seeded settings back. */
async function withSettings(change: Record<string, unknown>, body: () => Promise<void>) {
  const { restaurants } = schema;
  const [row] = await ctx.deps.db.select().from(restaurants).where(eq(restaurants.id, olive.id));
  const original = row!.settings;
  await ctx.deps.db
    .update(restaurants)
    .set({ settings: { ...original, ...change } })
    .where(eq(restaurants.id, olive.id));
  try {
    await body();
  } finally {
    await ctx.deps.db.update(restaurants).set({ settings: original }).where(eq(restaurants.id, olive.id));
  }
}

/** 'YYYY-MM-DD HH:MM' of an instant in a zone, computed by Intl (not by the code under test). */
function wallClockIn(instant: Date, timeZone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
}
/** Today plus `days` in the zone, as YYYY-MM-DD. */
const dayIn = (timeZone: string, days: number) =>
  wallClockIn(new Date(Date.now() + days * 86_400_000), timeZone).slice(0, 10);

beforeAll(async () => {
  // a fixed day inside the seed's dated offers (happy hours run 2026-01-01..2027-12-31), so the
  // file passes on any real date; Tuesday 2026-11-24, 18:02 in Berlin
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
  vi.setSystemTime(new Date('2026-11-24T17:02:00Z'));
  ctx = await createTestContext();
  token = await ctx.publicToken();
  olive = await restaurant('olive-linde');
  sakura = await restaurant('sakura-ramen');
  oliveProducts = await ctx.deps.db
    .select()
    .from(schema.products)
    .where(eq(schema.products.restaurantId, olive.id));
  const depots = await ctx.deps.db.select().from(schema.depots);
  depotPrices = new Map(depots.map((depot) => [depot.id, depot.price]));
});
afterAll(async () => {
  await ctx?.close();
  vi.useRealTimers();
});

describe('POST /api/basket/create', () => {
  it("answers the new basket's id with 'Basket created'", async () => {
    const response = await post('basket/create', { restaurantId: olive.id });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<{ data: { id: string; restaurant_id: number }; message: { body: string } }>();
    expect(body.data.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(body.data.restaurant_id).toBe(olive.id);
    expect(body.message).toMatchObject({ type: 'success', body: 'Basket created' });
    const [row] = await ctx.deps.db.select().from(schema.baskets).where(eq(schema.baskets.id, body.data.id));
    expect(row).toMatchObject({ restaurantId: olive.id, userId: null });
  });

  it('every create is a new basket', async () => {
    expect(await newBasket()).not.toBe(await newBasket());
  });

  it('defaults to the first offered delivery type', async () => {
    // the seed offers delivery, pickup and here, in that order
    expect((await readBasket(await newBasket())).deliveryType).toBe('delivery');
    await withSettings({ deliveryTypes: ['pickup', 'here'] }, async () => {
      expect((await readBasket(await newBasket())).deliveryType).toBe('pickup');
    });
  });

  it('never defaults to a type that is not offered: no eat-in while the restaurant is closed (issue 15)', async () => {
    await withSettings({ deliveryTypes: ['here', 'pickup'], closed: true }, async () => {
      expect((await readBasket(await newBasket())).deliveryType).toBe('pickup');
    });
    await withSettings({ deliveryTypes: ['here'], closed: true }, async () => {
      expect(failure(await post('basket/create', { restaurantId: olive.id }), 400).message.body).toBe(
        'This delivery type is not offered.',
      );
    });
  });

  it('takes a chosen delivery type and refuses one the restaurant does not offer (400)', async () => {
    expect((await readBasket(await newBasket({ deliveryType: 'here' }))).deliveryType).toBe('here');
    await withSettings({ deliveryTypes: ['pickup', 'here'] }, async () => {
      const body = failure(
        await post('basket/create', { restaurantId: olive.id, deliveryType: 'delivery' }),
        400,
      );
      expect(body.message.body).toBe('This delivery type is not offered.');
    });
    failure(await post('basket/create', { restaurantId: olive.id, deliveryType: 'drone' }), 422);
  });

  it("stores delivery_time as wall-clock time in the restaurant's zone", async () => {
    const wanted = `${dayIn(olive.timeZone, 3)} 19:30`;
    const basketId = await newBasket({ delivery_time: wanted });
    expect((await readBasket(basketId)).deliveryTime).toBe(wanted);
    const [row] = await ctx.deps.db.select().from(schema.baskets).where(eq(schema.baskets.id, basketId));
    expect(row!.deliveryTime).toBeInstanceOf(Date);
    // the stored instant reads 19:30 in Berlin, not 19:30 UTC
    expect(wallClockIn(row!.deliveryTime!, olive.timeZone)).toBe(wanted);
    expect(wallClockIn(row!.deliveryTime!, 'UTC')).not.toBe(wanted);
  });

  it('refuses an impossible delivery_time and an unknown restaurant', async () => {
    const bad = failure(
      await post('basket/create', { restaurantId: olive.id, delivery_time: '2026-02-30 12:00' }),
      422,
    );
    expect(bad.errors?.delivery_time).toHaveLength(1);
    failure(await post('basket/create', { restaurantId: 2_000_000 }), 404);
  });
});

describe('GET /api/basket', () => {
  it('shows an empty basket with zero totals', async () => {
    const basketId = await newBasket();
    expect(await readBasket(basketId)).toMatchObject({
      id: basketId,
      restaurant_id: olive.id,
      products: [],
      items_count: 0,
      deliveryType: 'delivery',
      deliveryTime: null,
      totalPrice: 0,
      totalWithDiscount: 0,
      voucherValue: 0,
      tip: 0,
      table: null,
      extra_info: {},
    });
  });
});

describe('POST /api/basket/add (simple products)', () => {
  it('prices the line on the server: unit price, deposit per unit in the total, quantity', async () => {
    const cola = product('Cola 0.33 l');
    expect(depotOf(cola)).toBeGreaterThan(0);
    const response = await add(await newBasket(), cola.id, { quantity: 3 });
    const basket = ok(response);
    expect(response.json<{ message: { body: string } }>().message.body).toBe('Added');
    expect(basket.products).toHaveLength(1);
    const [line] = basket.products;
    expect(line).toMatchObject({
      RestaurantProductId: cola.id,
      name: 'Cola 0.33 l',
      quantity: 3,
      price: cola.price,
      totalPrice: (cola.price + depotOf(cola)) * 3,
      is_package: 0,
      attributeItems: [],
      items: [],
      stock: null,
    });
    expect(line!.depot?.price).toBe(depotOf(cola));
    expect(basket.totalPrice).toBe((cola.price + depotOf(cola)) * 3);
    expect(basket.items_count).toBe(3);
  });

  it('ignores a price sent by the client', async () => {
    const tea = product('Fresh mint tea');
    const basket = ok(await add(await newBasket(), tea.id, { quantity: 2, price: 1, totalPrice: 1 }));
    expect(basket.products[0]).toMatchObject({ price: tea.price, totalPrice: tea.price * 2 });
    expect(basket.totalPrice).toBe(tea.price * 2);
  });

  it('merges identical adds into one line and keeps a different comment apart', async () => {
    const tea = product('Fresh mint tea');
    const basketId = await newBasket();
    ok(await add(basketId, tea.id));
    const merged = ok(await add(basketId, tea.id, { quantity: 2 }));
    expect(merged.products).toHaveLength(1);
    expect(merged.products[0]!.quantity).toBe(3);
    const apart = ok(await add(basketId, tea.id, { extraInfo: { comment: 'no sugar' } }));
    expect(apart.products.map((line) => [line.quantity, line.extra_info.comment ?? null])).toEqual([
      [3, null],
      [1, 'no sugar'],
    ]);
  });

  it('adds units to the line named by basketProductId', async () => {
    const tea = product('Fresh mint tea');
    const basketId = await newBasket();
    ok(await add(basketId, tea.id, { extraInfo: { comment: 'hot' } }));
    const first = ok(await add(basketId, tea.id)).products;
    const commented = first.find((line) => line.extra_info.comment === 'hot')!;
    const basket = ok(
      await add(basketId, tea.id, { basketProductId: commented.basketProductId, quantity: 4 }),
    );
    expect(basket.products).toHaveLength(2);
    expect(basket.products.find((line) => line.basketProductId === commented.basketProductId)?.quantity).toBe(
      5,
    );
    const unknown = failure(await add(basketId, tea.id, { basketProductId: 2_000_000_000 }), 404);
    expect(unknown.message.body).toBe('This item is no longer in the basket.');
  });

  it.each([
    ['zero', 0],
    ['negative', -1],
    ['not a number', 'abc'],
    ['above the maximum', 1000],
    ['fractional', 1.5],
  ])('refuses a quantity that is %s (422 errors.quantity)', async (_label, quantity) => {
    const basketId = await newBasket();
    const body = failure(await add(basketId, product('Fresh mint tea').id, { quantity }), 422);
    expect(body.errors?.quantity?.length).toBeGreaterThan(0);
    expect((await readBasket(basketId)).products).toEqual([]);
  });

  it('refuses an unknown product and a product of another restaurant (404)', async () => {
    const basketId = await newBasket();
    const unknown = failure(await add(basketId, 2_000_000_000), 404);
    expect(unknown.message.body).toBe('The product does not exist.');
    const [ramen] = await ctx.deps.db
      .select()
      .from(schema.products)
      .where(eq(schema.products.restaurantId, sakura.id));
    expect(failure(await add(basketId, ramen!.id), 404).message.body).toBe('The product does not exist.');
    expect((await readBasket(basketId)).products).toEqual([]);
  });

  it('refuses an inactive product (404)', async () => {
    const tea = product('Fresh mint tea');
    const basketId = await newBasket();
    await ctx.deps.db.update(schema.products).set({ active: false }).where(eq(schema.products.id, tea.id));
    try {
      failure(await add(basketId, tea.id), 404);
    } finally {
      await ctx.deps.db.update(schema.products).set({ active: true }).where(eq(schema.products.id, tea.id));
    }
    ok(await add(basketId, tea.id));
  });

  it("refuses a product not offered for the basket's delivery type (400, named)", async () => {
    const wine = product('House red wine 0.2 l');
    expect(wine.deliveryTypes).toEqual(['here']);
    const body = failure(await add(await newBasket({ deliveryType: 'delivery' }), wine.id), 400);
    expect(body.message.body).toBe('House red wine 0.2 l is not available for the chosen delivery type.');
    ok(await add(await newBasket({ deliveryType: 'here' }), wine.id));
  });

  it('refuses a happy-hour product outside its hours and takes it inside them', async () => {
    const cake = product('Coffee & cake');
    const hours = await ctx.deps.db
      .select()
      .from(schema.happyHours)
      .where(eq(schema.happyHours.productId, cake.id));
    expect(hours.length).toBeGreaterThan(0);
    const day = dayIn(olive.timeZone, 2);
    const window = hours[0]!;
    expect(
      day >= window.startDate && day <= window.endDate,
      'the seeded happy hours cover the test day',
    ).toBe(true);
    const [startHour = 0] = (window.startTime ?? '00:00').split(':').map(Number);
    const inside = `${day} ${String(startHour + 1).padStart(2, '0')}:00`;
    const outside = `${day} ${String(startHour - 3).padStart(2, '0')}:00`;
    const refused = failure(await add(await newBasket({ delivery_time: outside }), cake.id), 400);
    expect(refused.message.body).toBe('Coffee & cake is not available at the chosen date.');
    ok(await add(await newBasket({ delivery_time: inside }), cake.id));
  });

  it('refuses a set menu without its choices (it goes through add-product-package-items)', async () => {
    failure(await add(await newBasket(), product('Lunch menu').id), 400);
  });
});

describe('GET /api/basket/remove and delete-basket-product', () => {
  it('removes one unit, and the line when none is left', async () => {
    const tea = product('Fresh mint tea');
    const basketId = await newBasket();
    const lineId = ok(await add(basketId, tea.id, { quantity: 2 })).products[0]!.basketProductId;
    const line = { restaurantId: olive.id, basketId, basketProductId: lineId };
    const one = ok(await get('basket/remove', line));
    expect(one.products[0]).toMatchObject({ quantity: 1, totalPrice: tea.price });
    expect(one.totalPrice).toBe(tea.price);
    const none = ok(await get('basket/remove', line));
    expect(none.products).toEqual([]);
    expect(none.totalPrice).toBe(0);
    expect(failure(await get('basket/remove', line), 404).message.body).toBe(
      'This item is no longer in the basket.',
    );
  });

  it('deletes a whole line and leaves the others', async () => {
    const basketId = await newBasket();
    ok(await add(basketId, product('Fresh mint tea').id, { quantity: 3 }));
    const lines = ok(await add(basketId, product('Cola 0.33 l').id)).products;
    const tea = lines.find((line) => line.name === 'Fresh mint tea')!;
    const left = ok(
      await get('basket/delete-basket-product', {
        restaurantId: olive.id,
        basketId,
        basketProductId: tea.basketProductId,
      }),
    );
    expect(left.products.map((line) => line.name)).toEqual(['Cola 0.33 l']);
    const rows = await ctx.deps.db
      .select()
      .from(schema.basketProducts)
      .where(eq(schema.basketProducts.basketId, basketId));
    expect(rows).toHaveLength(1);
  });

  it('answers 404 for an unknown line and 422 for a line id that is not a number', async () => {
    const basketId = await newBasket();
    for (const url of ['basket/remove', 'basket/delete-basket-product']) {
      failure(await get(url, { restaurantId: olive.id, basketId, basketProductId: 2_000_000_000 }), 404);
      const bad = failure(await get(url, { restaurantId: olive.id, basketId, basketProductId: 'x' }), 422);
      expect(bad.errors?.basketProductId).toHaveLength(1);
    }
  });
});

describe('POST /api/basket/update-extraInfo and update-basket-extraInfo', () => {
  it('saves an item comment of up to 140 characters and refuses 141', async () => {
    const basketId = await newBasket();
    const lineId = ok(await add(basketId, product('Fresh mint tea').id)).products[0]!.basketProductId;
    const save = (comment: string) =>
      post('basket/update-extraInfo', { restaurantId: olive.id, basketId, basketProductId: lineId, comment });
    const saved = await save('x'.repeat(140));
    expect(ok(saved).products[0]!.extra_info.comment).toBe('x'.repeat(140));
    expect(saved.json<{ message: { body: string } }>().message.body).toBe('The comment has been saved.');
    const tooLong = failure(await save('y'.repeat(141)), 422);
    expect(tooLong.errors?.comment?.[0]).toBe('The comment may not be greater than 140 characters.');
    expect((await readBasket(basketId)).products[0]!.extra_info.comment).toBe('x'.repeat(140));
    failure(
      await post('basket/update-extraInfo', {
        restaurantId: olive.id,
        basketId,
        basketProductId: 2_000_000_000,
        comment: 'hi',
      }),
      404,
    );
  });

  it("saves the table's adults and children with today's date and refuses nobody", async () => {
    const basketId = await newBasket({ deliveryType: 'here' });
    const save = (table_capacity: Record<string, unknown>) =>
      post('basket/update-basket-extraInfo', { restaurantId: olive.id, basketId, table_capacity });
    const saved = ok(await save({ adults: 2, children: 1 }));
    expect(saved.extra_info.table_capacity).toEqual({
      adults: 2,
      children: 1,
      date: dayIn(olive.timeZone, 0),
    });
    const nobody = failure(await save({ adults: 0, children: 0 }), 422);
    expect(Object.keys(nobody.errors ?? {})[0]).toMatch(/^table_capacity/);
    failure(await save({ adults: 'two', children: 0 }), 422);
    failure(await save({ adults: -1, children: 3 }), 422);
    expect((await readBasket(basketId)).extra_info.table_capacity).toMatchObject({ adults: 2, children: 1 });
  });
});

describe('POST /api/basket/change-delivery-method', () => {
  const change = (basketId: string, deliveryType: string) =>
    post('basket/change-delivery-method', { restaurantId: olive.id, basketId, deliveryType });

  it('drops the products the new type does not offer and names them', async () => {
    const basketId = await newBasket({ deliveryType: 'here' });
    ok(await add(basketId, product('House red wine 0.2 l').id, { quantity: 2 }));
    ok(await add(basketId, product('Espresso').id));
    ok(await add(basketId, product('Cola 0.33 l').id));

    const toPickup = await change(basketId, 'pickup');
    const pickup = ok(toPickup);
    const body = toPickup.json<{ removed: string[]; message: { type: string; body: string } }>();
    expect(body.removed).toEqual(['House red wine 0.2 l']);
    expect(body.message.type).toBe('success');
    expect(body.message.body).toContain('House red wine 0.2 l');
    expect(pickup.deliveryType).toBe('pickup');
    expect(pickup.products.map((line) => line.name).sort()).toEqual(['Cola 0.33 l', 'Espresso']);

    const toDelivery = await change(basketId, 'delivery');
    expect(toDelivery.json<{ removed: string[] }>().removed).toEqual(['Espresso']);
    const delivery = ok(toDelivery);
    expect(delivery.products.map((line) => line.name)).toEqual(['Cola 0.33 l']);
    const cola = product('Cola 0.33 l');
    expect(delivery.totalPrice).toBe(cola.price + depotOf(cola));
    expect((await readBasket(basketId)).deliveryType).toBe('delivery');
  });

  it('answers success with nothing removed when everything stays', async () => {
    const basketId = await newBasket();
    ok(await add(basketId, product('Cola 0.33 l').id));
    const response = await change(basketId, 'pickup');
    const body = response.json<{ removed: string[]; message: { type: string; body: string } }>();
    expect(body.removed).toEqual([]);
    expect(body.message).toMatchObject({ type: 'success', body: 'The delivery type has been changed.' });
    expect(ok(response).products).toHaveLength(1);
  });

  it('refuses a type the restaurant does not offer (400), and here while it is closed', async () => {
    const basketId = await newBasket({ deliveryType: 'pickup' });
    ok(await add(basketId, product('Espresso').id));
    await withSettings({ deliveryTypes: ['pickup', 'here'] }, async () => {
      expect(failure(await change(basketId, 'delivery'), 400).message.body).toBe(
        'This delivery type is not offered.',
      );
    });
    await withSettings({ closed: true }, async () => {
      failure(await change(basketId, 'here'), 400);
      ok(await change(basketId, 'pickup'));
    });
    ok(await change(basketId, 'here'));
    const basket = await readBasket(basketId);
    expect(basket.deliveryType).toBe('here');
    expect(basket.products).toHaveLength(1);
    failure(await change(basketId, 'teleport'), 422);
  });
});

describe('basket totals (property)', () => {
  it('the total is the sum of the lines and equals a computation from the database prices', async () => {
    const { productAttributeItems, attributeItems, attributeGroups, happyHours } = schema;
    const withOptions = new Set(
      (await ctx.deps.db.select({ id: productAttributeItems.productId }).from(productAttributeItems)).map(
        (row) => row.id,
      ),
    );
    const limited = new Set(
      (await ctx.deps.db.select({ id: happyHours.productId }).from(happyHours)).map((row) => row.id),
    );
    const orderable = oliveProducts.filter(
      (row) =>
        row.active &&
        !row.isPackage &&
        row.stock === null &&
        row.deliveryTypes.includes('delivery') &&
        !limited.has(row.id),
    );
    const simple = orderable.filter((row) => !withOptions.has(row.id));
    const pizzas = oliveProducts.filter((row) => row.name.en === 'Margherita' || row.name.en === 'Ortolana');
    expect(simple.length).toBeGreaterThan(5);
    expect(pizzas).toHaveLength(2);
    // pizza options: one base (required, single) and up to three toppings
    const pivots = await ctx.deps.db
      .select({
        id: productAttributeItems.id,
        productId: productAttributeItems.productId,
        price: productAttributeItems.price,
        group: attributeGroups.name,
      })
      .from(productAttributeItems)
      .innerJoin(attributeItems, eq(attributeItems.id, productAttributeItems.attributeItemId))
      .innerJoin(attributeGroups, eq(attributeGroups.id, attributeItems.groupId))
      .where(
        inArray(
          productAttributeItems.productId,
          pizzas.map((row) => row.id),
        ),
      );
    const optionsOf = (productId: number, group: 'Pizza base' | 'Extra toppings') =>
      pivots.filter((pivot) => pivot.productId === productId && pivot.group.en === group);
    for (const pizza of pizzas) {
      expect(optionsOf(pizza.id, 'Pizza base').length).toBeGreaterThan(1);
      expect(optionsOf(pizza.id, 'Extra toppings').length).toBeGreaterThan(3);
    }

    const simpleAdd = fc.record({
      kind: fc.constant('simple' as const),
      product: fc.constantFrom(...simple),
      quantity: fc.integer({ min: 1, max: 4 }),
    });
    const pizzaAdd = fc
      .record({
        kind: fc.constant('pizza' as const),
        product: fc.constantFrom(...pizzas),
        quantity: fc.integer({ min: 1, max: 3 }),
        base: fc.nat(),
        toppings: fc.uniqueArray(fc.nat({ max: 5 }), { maxLength: 3 }),
      })
      .map((entry) => {
        const bases = optionsOf(entry.product.id, 'Pizza base');
        const toppings = optionsOf(entry.product.id, 'Extra toppings');
        return {
          ...entry,
          options: [
            bases[entry.base % bases.length]!,
            ...entry.toppings.filter((index) => index < toppings.length).map((index) => toppings[index]!),
          ],
        };
      });

    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.oneof(simpleAdd, pizzaAdd), { minLength: 1, maxLength: 6 }),
        async (adds) => {
          const basketId = await newBasket();
          for (const entry of adds) {
            const attributeItems =
              entry.kind === 'pizza' ? entry.options.map((option) => option.id) : undefined;
            ok(await add(basketId, entry.product.id, { quantity: entry.quantity, attributeItems }));
          }
          const basket = await readBasket(basketId);
          const expected = adds.reduce((sum, entry) => {
            const options =
              entry.kind === 'pizza' ? entry.options.reduce((s, option) => s + option.price, 0) : 0;
            return sum + (entry.product.price + options + depotOf(entry.product)) * entry.quantity;
          }, 0);
          expect(basket.totalPrice).toBe(basket.products.reduce((sum, line) => sum + line.totalPrice, 0));
          expect(basket.totalPrice).toBe(expected);
          expect(basket.items_count).toBe(adds.reduce((sum, entry) => sum + entry.quantity, 0));
          for (const line of basket.products) {
            const row = oliveProducts.find((entry) => entry.id === line.RestaurantProductId)!;
            const options = line.attributeItems.reduce(
              (sum, option) => sum + option.price * option.quantity,
              0,
            );
            expect(line.price).toBe(row.price + options);
            expect(line.totalPrice).toBe((row.price + options + depotOf(row)) * line.quantity);
          }
          const stored = await ctx.deps.db
            .select()
            .from(schema.basketProducts)
            .where(and(eq(schema.basketProducts.basketId, basketId)));
          expect(stored.reduce((sum, line) => sum + line.quantity, 0)).toBe(basket.items_count);
        },
      ),
      { numRuns: 15 },
    );
  }, 120_000);
});
