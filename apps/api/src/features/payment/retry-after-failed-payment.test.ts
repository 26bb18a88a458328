import { schema } from '@tavola/db';
import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestContext, type TestContext } from '../../test/test-app';
import { type OrderAnswer, paymentTestKit } from './payment-test-kit';

/**
 * Issue 15: after a failed or cancelled online payment, "Try again or choose another way" puts
 * the order's items into a new basket the guest orders from. The status page holds the order's
 * own handle (its token, from the payment link); the guest's token may be another one by then:
 * the provider's return opened in another browser (a banking app hands back to the phone's
 * default browser), the guest token expired, or the server was restarted with a new key.
 */

let ctx: TestContext;
const kit = paymentTestKit(() => ctx);

beforeAll(async () => {
  ctx = await createTestContext();
  await kit.setUp();
});
afterAll(() => ctx?.close());
beforeEach(async () => {
  await kit.atOpeningTime();
  return () => vi.useRealTimers();
});

const as = (guestToken: string) => ({
  post: (url: string, payload: Record<string, unknown>) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/${url}`,
      headers: { authorization: `Bearer ${guestToken}` },
      payload: { restaurantId: kit.olive, ...payload },
    }),
  get: (url: string, query: Record<string, string | number>) =>
    ctx.get(`/api/${url}`, { restaurantId: kit.olive, ...query }, { authorization: `Bearer ${guestToken}` }),
});

/** A demo-provider order of `units` falafel whose payment ended with `outcome`. */
async function endedDemoOrder(outcome: 'failed' | 'cancelled', units = 2) {
  const { response } = await kit.order('demo', {}, units);
  expect(response.statusCode, response.body).toBe(200);
  const placed = response.json<OrderAnswer>().data!;
  const session = new URL(placed.paymentLink).searchParams.get('session')!;
  expect(
    (await kit.post('payment/demo/decide', { restaurantId: kit.olive, session, outcome })).statusCode,
  ).toBe(200);
  const update = await kit.get('payment/update', { orderId: placed.orderId, token: placed.token });
  expect(update.json<{ data: { status: string } }>().data.status).toBe(outcome);
  return placed;
}

/** The new basket, as its guest reads it. */
async function basketOf(guestToken: string, basketId: string) {
  const response = await as(guestToken).get('basket', { basketId });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{
    data: { deliveryType: string; products: { RestaurantProductId: number; quantity: number }[] };
  }>().data;
}

/** Orders from a basket with cash, as the checkout does once the time is chosen. */
async function orderWithCash(guestToken: string, basketId: string) {
  return as(guestToken).post('order/create-order', { basketId, paymentType: 'cash' });
}

describe('trying again after an online payment ended without money', () => {
  for (const outcome of ['failed', 'cancelled'] as const) {
    it(`a ${outcome} payment's items return in a new basket the same guest orders from`, async () => {
      const placed = await endedDemoOrder(outcome, 3);
      const guest = as(kit.token());
      const restored = await guest.post('order/create-basket', {
        orderId: placed.orderId,
        token: placed.token,
      });
      expect(restored.statusCode, restored.body).toBe(200);
      const basketId = restored.json<{ data: { basketId: string } }>().data.basketId;

      const basket = await basketOf(kit.token(), basketId);
      expect(basket.deliveryType).toBe('pickup');
      expect(basket.products.map((line) => [line.RestaurantProductId, line.quantity])).toEqual([
        [kit.falafel, 3],
      ]);
      const ordered = await orderWithCash(kit.token(), basketId);
      expect(ordered.statusCode, ordered.body).toBe(200);
      expect(ordered.json<OrderAnswer>().data!.orderId).not.toBe(placed.orderId);
    });
  }

  it('works for the guest who comes back with another guest token, holding the order token', async () => {
    const placed = await endedDemoOrder('failed');
    const returning = await ctx.publicToken();
    const restored = await as(returning).post('order/create-basket', {
      orderId: placed.orderId,
      token: placed.token,
    });
    expect(restored.statusCode, restored.body).toBe(200);
    const basketId = restored.json<{ data: { basketId: string } }>().data.basketId;
    // the new basket is the returning guest's own
    expect((await basketOf(returning, basketId)).products).toHaveLength(1);
    expect((await as(kit.token()).get('basket', { basketId })).statusCode).toBe(404);
    expect((await orderWithCash(returning, basketId)).statusCode).toBe(200);
  });

  it('hands a stranger without the order token nothing, and a wrong token as little', async () => {
    const placed = await endedDemoOrder('failed');
    const stranger = as(await ctx.publicToken());
    for (const proof of [{}, { token: '00000000-0000-4000-8000-000000000000' }]) {
      const answer = await stranger.post('order/create-basket', { orderId: placed.orderId, ...proof });
      expect(answer.statusCode).toBe(404);
      expect(answer.json<OrderAnswer>().message).toMatchObject({
        body: 'The order does not exist.',
        code: 'order_not_exist',
      });
    }
  });

  it("does not reach another restaurant's order through the order token", async () => {
    const placed = await endedDemoOrder('failed');
    const sakura = (await ctx.get('/api/restaurant/id', { slug: 'sakura-ramen' })).json<{
      data: { id: number };
    }>().data.id;
    const answer = await as(kit.token()).post('order/create-basket', {
      restaurantId: sakura,
      orderId: placed.orderId,
      token: placed.token,
    });
    expect(answer.statusCode).toBe(404);
  });

  it('names the restaurant in the return link, so another browser opens the right storefront', async () => {
    const { response } = await kit.order('demo');
    const placed = response.json<OrderAnswer>().data!;
    const session = new URL(placed.paymentLink).searchParams.get('session')!;
    const decided = await kit.post('payment/demo/decide', {
      restaurantId: kit.olive,
      session,
      outcome: 'failed',
    });
    const back = new URL(decided.json<{ data: { returnUrl: string } }>().data.returnUrl);
    expect(back.pathname).toBe('/paymentstatus');
    expect(Object.fromEntries(back.searchParams)).toEqual({
      orderId: String(placed.orderId),
      token: placed.token,
      restaurant: 'olive-linde',
    });
  });
});

describe('what comes back after a failed payment', () => {
  /** Margherita's options: per group its pivots (the product's own price of each item) and minimum. */
  async function margheritaOptions() {
    const db = ctx.deps.db;
    const [margherita] = await db
      .select()
      .from(schema.products)
      .where(
        and(eq(schema.products.restaurantId, kit.olive), sql`${schema.products.name}->>'en' = 'Margherita'`),
      );
    const pivots = await db
      .select({
        id: schema.productAttributeItems.id,
        groupId: schema.attributeItems.groupId,
        minimum: schema.attributeGroups.minimumValue,
      })
      .from(schema.productAttributeItems)
      .innerJoin(
        schema.attributeItems,
        eq(schema.attributeItems.id, schema.productAttributeItems.attributeItemId),
      )
      .innerJoin(schema.attributeGroups, eq(schema.attributeGroups.id, schema.attributeItems.groupId))
      .where(eq(schema.productAttributeItems.productId, margherita!.id))
      .orderBy(asc(schema.productAttributeItems.id));
    return { productId: margherita!.id, pivots };
  }

  /** The Lunch menu and one choice of each of its steps. */
  async function lunchMenuChoices() {
    const db = ctx.deps.db;
    const [lunch] = await db
      .select()
      .from(schema.products)
      .where(
        and(eq(schema.products.restaurantId, kit.olive), sql`${schema.products.name}->>'en' = 'Lunch menu'`),
      );
    const steps = await db
      .select()
      .from(schema.packageSteps)
      .where(eq(schema.packageSteps.productId, lunch!.id))
      .orderBy(asc(schema.packageSteps.priority), asc(schema.packageSteps.id));
    const choices = [];
    for (const step of steps) {
      const [choice] = await db
        .select()
        .from(schema.packageStepProducts)
        .where(eq(schema.packageStepProducts.stepId, step.id))
        .orderBy(asc(schema.packageStepProducts.priority), asc(schema.packageStepProducts.id));
      choices.push({ productId: choice!.productId, productPackage: choice!.id, quantity: 1 });
    }
    return { productId: lunch!.id, choices };
  }

  it('puts the order back as it was: options, a set menu with its choices, the time and the contact', async () => {
    const guest = as(kit.token());
    const basketId = (await guest.post('basket/create', { deliveryType: 'pickup' })).json<{
      data: { id: string };
    }>().data.id;
    const margherita = await margheritaOptions();
    const needed = [...new Set(margherita.pivots.filter((p) => p.minimum > 0).map((p) => p.groupId))];
    const chosen = needed.map((group) => margherita.pivots.find((p) => p.groupId === group)!.id);
    expect(chosen.length).toBeGreaterThan(0);
    const added = await guest.post('basket/add', {
      basketId,
      productId: margherita.productId,
      quantity: 2,
      attributeItems: chosen.map((id) => ({ id, quantity: 1 })),
    });
    expect(added.statusCode, added.body).toBe(200);
    const lunch = await lunchMenuChoices();
    const packed = await guest.post('basket/add-product-package-items', {
      basketId,
      productId: lunch.productId,
      quantity: 1,
      productItems: lunch.choices,
    });
    expect(packed.statusCode, packed.body).toBe(200);
    const later = await guest.post('basket/add-delivery-time', {
      basketId,
      delivery_time: '2026-11-25 12:30',
    });
    expect(later.statusCode, later.body).toBe(200);
    await guest.post('basket/add-address', {
      basketId,
      userInfo: { name: 'Ada Lovelace', email: 'ada@example.org', mobile: '030 1234567' },
    });
    const before = (await guest.get('basket', { basketId })).json<{ data: BasketShape }>().data;
    const placed = await guest.post('order/create-order', { basketId, paymentType: 'demo' });
    expect(placed.statusCode, placed.body).toBe(200);
    const order = placed.json<OrderAnswer>().data!;
    const session = new URL(order.paymentLink).searchParams.get('session')!;
    await kit.post('payment/demo/decide', { restaurantId: kit.olive, session, outcome: 'failed' });
    await kit.get('payment/update', { orderId: order.orderId, token: order.token });

    const restored = await guest.post('order/create-basket', { orderId: order.orderId, token: order.token });
    expect(restored.statusCode, restored.body).toBe(200);
    const answer = restored.json<{
      data: { basketId: string; contact: Record<string, string>; removed: number };
    }>().data;
    expect(answer.removed).toBe(0);
    expect(answer.contact).toMatchObject({ name: 'Ada Lovelace', email: 'ada@example.org' });
    const after = (await guest.get('basket', { basketId: answer.basketId })).json<{ data: BasketShape }>()
      .data;
    const shape = (basket: BasketShape) =>
      basket.products.map((line) => ({
        product: line.RestaurantProductId,
        quantity: line.quantity,
        options: line.attributeItems.map((option) => option.id),
        items: line.items.map((item) => item.productPackageId),
        totalPrice: line.totalPrice,
      }));
    expect(shape(after)).toEqual(shape(before));
    expect(after.deliveryTime).toBe('2026-11-25 12:30');
    expect(after.summary.total).toBe(before.summary.total);
  });

  it('counts what cannot come back, and create-order refuses a line whose required option is missing', async () => {
    const guest = as(kit.token());
    const margherita = await margheritaOptions();
    const needed = margherita.pivots.find((p) => p.minimum > 0)!;
    const basketId = (await guest.post('basket/create', { deliveryType: 'pickup' })).json<{
      data: { id: string };
    }>().data.id;
    await guest.post('basket/add', {
      basketId,
      productId: margherita.productId,
      quantity: 1,
      attributeItems: [{ id: needed.id, quantity: 1 }],
    });
    await guest.post('basket/add', { basketId, productId: kit.falafel, quantity: 1 });
    await guest.post('basket/add-address', {
      basketId,
      userInfo: { name: 'Ada Lovelace', email: 'ada@example.org', mobile: '030 1234567' },
    });
    const placed = (
      await guest.post('order/create-order', { basketId, paymentType: 'demo' })
    ).json<OrderAnswer>().data!;
    const session = new URL(placed.paymentLink).searchParams.get('session')!;
    await kit.post('payment/demo/decide', { restaurantId: kit.olive, session, outcome: 'failed' });
    await kit.get('payment/update', { orderId: placed.orderId, token: placed.token });
    // an order written before options were kept with it: its Margherita cannot be rebuilt
    await ctx.deps.db
      .update(schema.orderProducts)
      .set({
        options: sql`(select jsonb_agg(o - 'sourceId') from jsonb_array_elements(${schema.orderProducts.options}) o)`,
      })
      .where(
        and(
          eq(schema.orderProducts.orderId, placed.orderId),
          eq(schema.orderProducts.productId, margherita.productId),
        ),
      );
    const restored = await guest.post('order/create-basket', {
      orderId: placed.orderId,
      token: placed.token,
    });
    const answer = restored.json<{ data: { basketId: string; removed: number } }>().data;
    expect(answer.removed).toBe(1);
    const basket = (await guest.get('basket', { basketId: answer.basketId })).json<{ data: BasketShape }>()
      .data;
    expect(basket.products.map((line) => line.RestaurantProductId)).toEqual([kit.falafel]);

    // a Margherita in a basket without its base (written around the basket's rules): refused
    await ctx.deps.db.insert(schema.basketProducts).values({
      restaurantId: kit.olive,
      basketId: answer.basketId,
      productId: margherita.productId,
      quantity: 1,
    });
    await guest.post('basket/add-address', {
      basketId: answer.basketId,
      userInfo: { name: 'Ada Lovelace', email: 'ada@example.org', mobile: '030 1234567' },
    });
    const refused = await guest.post('order/create-order', {
      basketId: answer.basketId,
      paymentType: 'cash',
    });
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json<{ errors: { name: string[] } }>().errors.name[0]).toMatch(
      /^Margherita needs a choice of .+: change it in the basket\.$/,
    );
  });
});

interface BasketShape {
  deliveryTime: string | null;
  summary: { total: number };
  products: {
    RestaurantProductId: number;
    quantity: number;
    totalPrice: number;
    attributeItems: { id: number }[];
    items: { productPackageId: number }[];
  }[];
}
