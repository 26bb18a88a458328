import { schema } from '@tavola/db';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { paymentTestKit } from './features/payment/payment-test-kit';
import { patchSettings } from './test/demo-fixtures';
import { createTestContext, type TestContext } from './test/test-app';

/**
 * Issue 19: settings the storefront obeyed only by hiding things now take effect on the
 * server (SPEC §3, §6 settings gating). Tuesday 2026-11-24, 18:02 in Berlin (the kit's clock).
 */

let ctx: TestContext;
const kit = paymentTestKit(() => ctx);
beforeAll(async () => {
  ctx = await createTestContext();
  await kit.setUp();
});
afterAll(() => ctx?.close());
beforeEach(() => kit.atOpeningTime());
afterEach(async () => {
  vi.useRealTimers();
  await patchSettings(ctx, kit.olive, {
    available_voucher: true,
    search_enabled: true,
    allow_multi_date_order: false,
    ignore_pre_order_timing_by_display: false,
  });
});

interface Answer {
  data?: unknown;
  message: { code?: string; body: string };
  errors?: Record<string, string[]>;
}

describe('available_voucher', () => {
  const apply = async () => {
    const basketId = await kit.readyBasket();
    return kit.post('basket/add-voucher-to-basket', {
      restaurantId: kit.olive,
      basketId,
      voucherCode: 'LINDE5',
    });
  };

  it('off: the server refuses a voucher as the page hides the field', async () => {
    await patchSettings(ctx, kit.olive, { available_voucher: false });
    const refused = await apply();
    expect(refused.statusCode).toBe(403);
    expect(refused.json<Answer>().message).toMatchObject({
      code: 'vouchers_unavailable',
      body: 'Vouchers are not accepted at this restaurant.',
    });
  });

  it('off after adding: the basket shows the voucher gone and the order takes no discount', async () => {
    // enough falafel for the voucher's €30 minimum
    const basketId = await kit.readyBasket(8);
    const added = await kit.post('basket/add-voucher-to-basket', {
      restaurantId: kit.olive,
      basketId,
      voucherCode: 'LINDE5',
    });
    expect(added.json<{ data: { voucherValue: number } }>().data.voucherValue).toBeGreaterThan(0);
    await patchSettings(ctx, kit.olive, { available_voucher: false });
    const basket = await kit.get('basket', { basketId });
    expect(basket.json<{ data: unknown }>().data).toMatchObject({ voucher_code: null, voucherValue: 0 });
    const placed = await kit.post('order/create-order', {
      restaurantId: kit.olive,
      basketId,
      paymentType: 'cash',
    });
    expect(placed.statusCode, placed.body).toBe(200);
    const order = await kit.orderRow(placed.json<{ data: { orderId: number } }>().data.orderId);
    expect(order).toMatchObject({ discount: 0, voucherId: null });
  });

  it('on: the same request is judged on the voucher itself', async () => {
    const judged = await apply();
    expect(judged.statusCode, judged.body).not.toBe(403);
  });
});

describe('search_enabled', () => {
  const search = () =>
    Promise.all([
      kit.get('restaurant/search-products', { name: 'fala' }),
      kit.get('restaurant/product/search', { query: 'fala' }),
    ]);

  it('off: both search calls are refused', async () => {
    await patchSettings(ctx, kit.olive, { search_enabled: false });
    for (const response of await search()) {
      expect(response.statusCode).toBe(403);
      expect(response.json<Answer>().message.code).toBe('search_unavailable');
    }
  });

  it('on: both find the falafel', async () => {
    for (const response of await search()) {
      expect(response.statusCode).toBe(200);
      expect(JSON.stringify(response.json())).toContain('Falafel');
    }
  });
});

describe('allow_multi_date_order', () => {
  /** the falafel asks for a date per unit, as an event card would */
  beforeEach(async () => {
    await ctx.deps.db
      .update(schema.products)
      .set({ askDate: true })
      .where(eq(schema.products.id, kit.falafel));
    return async () => {
      await ctx.deps.db
        .update(schema.products)
        .set({ askDate: false })
        .where(eq(schema.products.id, kit.falafel));
    };
  });
  const add = async (basketId: string, dates: string[]) =>
    kit.post('basket/add', {
      restaurantId: kit.olive,
      basketId,
      productId: kit.falafel,
      quantity: dates.length,
      extraInfo: { itemDetails: dates.map((date) => ({ date })) },
    });
  const newBasket = async () =>
    (await kit.post('basket/create', { restaurantId: kit.olive, deliveryType: 'pickup' })).json<{
      data: { id: string };
    }>().data.id;

  it('off: one order keeps to one date, within a line and across lines', async () => {
    const basketId = await newBasket();
    const mixed = await add(basketId, ['2026-11-25', '2026-11-26']);
    expect(mixed.statusCode).toBe(422);
    expect(mixed.json<Answer>().errors).toEqual({
      'extraInfo.itemDetails.1.date': ['All dated items of one order must be for the same date.'],
    });
    expect((await add(basketId, ['2026-11-25'])).statusCode).toBe(200);
    const other = await add(basketId, ['2026-11-27']);
    expect(other.statusCode).toBe(422);
    expect(other.json<Answer>().message.code).toBe('order_single_date');
    expect((await add(basketId, ['2026-11-25'])).statusCode).toBe(200);
  });

  it('on: units may be for different dates', async () => {
    await patchSettings(ctx, kit.olive, { allow_multi_date_order: true });
    const basketId = await newBasket();
    expect((await add(basketId, ['2026-11-25', '2026-11-26'])).statusCode).toBe(200);
    expect((await add(basketId, ['2026-11-27'])).statusCode).toBe(200);
  });
});

describe('ignore_pre_order_timing_by_display', () => {
  /** the falafel only on Fridays (happy-hour weekday 5) */
  beforeEach(async () => {
    const [row] = await ctx.deps.db
      .insert(schema.happyHours)
      .values({
        restaurantId: kit.olive,
        productId: kit.falafel,
        weekday: 5,
        startDate: '2026-01-01',
        endDate: '2026-12-31',
      })
      .returning();
    return async () => {
      await ctx.deps.db.delete(schema.happyHours).where(eq(schema.happyHours.id, row!.id));
    };
  });
  const falafelAvailable = async (delivery_time: string) => {
    const categoryId = (
      await ctx.deps.db.select().from(schema.products).where(eq(schema.products.id, kit.falafel))
    )[0]!.categoryId;
    const response = await kit.get('restaurant/products', { categoryId, delivery_time });
    const products = response.json<{ data: { id: number; available: boolean }[] }>().data;
    return products.find((product) => product.id === kit.falafel)?.available;
  };

  it('off: the menu shows what can be had at the chosen time', async () => {
    expect(await falafelAvailable('2026-11-27 12:00')).toBe(true);
  });

  it('on: the menu shows what can be had now (a Tuesday), whatever time is chosen', async () => {
    await patchSettings(ctx, kit.olive, { ignore_pre_order_timing_by_display: true });
    expect(await falafelAvailable('2026-11-27 12:00')).toBe(false);
  });
});
