import { schema } from '@tavola/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestContext, type TestContext } from '../../test/test-app';

/**
 * Issue 33: a delivery type without opening hours, or closed on every day guests may order for,
 * is not offered: the storefront's info leaves it out, and neither a basket nor an order takes it.
 */
let ctx: TestContext;
let olive = 0;
let token = '';

beforeAll(async () => {
  ctx = await createTestContext();
  const [row] = await ctx.deps.db
    .select()
    .from(schema.restaurants)
    .where(eq(schema.restaurants.slug, 'olive-linde'));
  olive = row!.id;
  // Tuesday 2026-12-01, 12:30 in Berlin
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
  vi.setSystemTime(new Date('2026-12-01T11:30:00Z'));
  token = await ctx.publicToken();
});
afterAll(async () => {
  vi.useRealTimers();
  await ctx?.close();
});

const offered = async () =>
  (await ctx.get('/api/restaurant/restaurant-by-id', { restaurantId: olive })).json<{
    data: { settings: { deliveryTypes: string[] }; deliveryTypes: string[] };
  }>().data;
const createBasket = (deliveryType: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/basket/create',
    headers: { authorization: `Bearer ${token}` },
    payload: { restaurantId: olive, deliveryType },
  });

describe('delivery types guests are offered', () => {
  it('offers all three while each has hours', async () => {
    const info = await offered();
    expect(info.settings.deliveryTypes).toEqual(['delivery', 'pickup', 'here']);
    expect(info.deliveryTypes).toEqual(['delivery', 'pickup', 'here']);
  });

  it('leaves out a type without opening hours, and a basket cannot take it', async () => {
    const { openingHours } = schema;
    const pickupHours = await ctx.deps.db
      .delete(openingHours)
      .where(and(eq(openingHours.restaurantId, olive), eq(openingHours.deliveryType, 'pickup')))
      .returning();
    try {
      const info = await offered();
      expect(info.settings.deliveryTypes).toEqual(['delivery', 'here']);
      expect(info.deliveryTypes).toEqual(['delivery', 'here']);
      const refused = await createBasket('pickup');
      expect(refused.statusCode).toBe(400);
      expect(refused.json<{ message: { code: string } }>().message.code).toBe('delivery_type_unavailable');
      const basket = await createBasket('here');
      expect(basket.statusCode).toBe(200);
      const basketId = basket.json<{ data: { id: string } }>().data.id;
      const change = await ctx.app.inject({
        method: 'POST',
        url: '/api/basket/change-delivery-method',
        headers: { authorization: `Bearer ${token}` },
        payload: { restaurantId: olive, basketId, deliveryType: 'pickup' },
      });
      expect(change.statusCode).toBe(400);
    } finally {
      await ctx.deps.db.insert(openingHours).values(pickupHours.map(({ id: _id, ...row }) => row));
    }
    expect((await offered()).settings.deliveryTypes).toEqual(['delivery', 'pickup', 'here']);
  });

  it('offers nothing while a closure covers every day guests may order for (closed for good)', async () => {
    const [closure] = await ctx.deps.db
      .insert(schema.closeTimes)
      .values({ restaurantId: olive, startsAt: '2026-12-01T00:00', endsAt: '2099-01-01T00:00', reason: {} })
      .returning();
    try {
      expect((await offered()).settings.deliveryTypes).toEqual([]);
      expect((await createBasket('delivery')).statusCode).toBe(400);
    } finally {
      await ctx.deps.db.delete(schema.closeTimes).where(eq(schema.closeTimes.id, closure!.id));
    }
  });

  it("leaves a ticketing restaurant's types to its classes' slots, hours or not", async () => {
    const [rosmarin] = await ctx.deps.db
      .select()
      .from(schema.restaurants)
      .where(eq(schema.restaurants.slug, 'kochschule-rosmarin'));
    const { openingHours } = schema;
    const removed = await ctx.deps.db
      .delete(openingHours)
      .where(eq(openingHours.restaurantId, rosmarin!.id))
      .returning();
    try {
      const info = await ctx.get('/api/restaurant/restaurant-by-id', { restaurantId: rosmarin!.id });
      expect(
        info.json<{ data: { settings: { deliveryTypes: string[] } } }>().data.settings.deliveryTypes,
      ).toEqual(['pickup']);
    } finally {
      await ctx.deps.db.insert(openingHours).values(removed.map(({ id: _id, ...row }) => row));
    }
  });
});
