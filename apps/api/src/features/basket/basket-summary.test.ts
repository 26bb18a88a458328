import type { BasketDto } from '@tavola/contracts';
import { schema } from '@tavola/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestContext, type TestContext } from '../../test/test-app';

/**
 * Issue 15: the basket answer carries the money summary create-order will charge and, for
 * delivery, what is missing to the minimum order value, so the storefront shows both before
 * the guest clicks. Olive & Linde: 10435 ships for €1.50 from €12.00 (free from €30.00),
 * 10437 for €2.50 from €15.00; water is €3.20 + €0.25 bottle deposit.
 */

let ctx: TestContext;
let token: string;
let olive: number;
let water: number;
let falafel: number;

const post = (url: string, payload: Record<string, unknown>) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/${url}`,
    headers: { authorization: `Bearer ${token}` },
    payload,
  });
const basketOf = async (answer: Promise<{ json: <T>() => T }>) =>
  (await answer).json<{ data: BasketDto }>().data;

async function newBasket(deliveryType: 'delivery' | 'pickup', lines: [number, number][]) {
  const basketId = (await post('basket/create', { restaurantId: olive, deliveryType })).json<{
    data: { id: string };
  }>().data.id;
  for (const [productId, quantity] of lines)
    await post('basket/add', { restaurantId: olive, basketId, productId, quantity });
  return basketId;
}
const read = (basketId: string) =>
  basketOf(ctx.get('/api/basket', { restaurantId: olive, basketId }, { authorization: `Bearer ${token}` }));
const savePostalCode = (basketId: string, postalCode: string) =>
  basketOf(post('basket/add-address', { restaurantId: olive, basketId, userInfo: { postalCode } }));

beforeAll(async () => {
  ctx = await createTestContext();
  const [row] = await ctx.deps.db
    .select()
    .from(schema.restaurants)
    .where(eq(schema.restaurants.slug, 'olive-linde'));
  olive = row!.id;
  const products = await ctx.deps.db
    .select()
    .from(schema.products)
    .where(eq(schema.products.restaurantId, olive));
  water = products.find((p) => p.name.en === 'Still mineral water 0.5 l')!.id;
  falafel = products.find((p) => p.name.en === 'Falafel (5 pieces)')!.id;
});
afterAll(() => ctx?.close());
beforeEach(async () => {
  // Tuesday 2026-11-24, 18:02 in Berlin: every type is open
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
  vi.setSystemTime(new Date('2026-11-24T17:02:00Z'));
  token = await ctx.publicToken();
  return () => vi.useRealTimers();
});

describe('the basket answer: summary and minimum order', () => {
  it('shows deposits apart and a pickup basket has neither shipping nor a minimum', async () => {
    const basket = await read(await newBasket('pickup', [[water, 2]]));
    expect(basket.summary).toEqual({
      subtotal: 640,
      deposits: 50,
      discount: 0,
      shipping: 0,
      tip: 0,
      total: 690,
    });
    expect(basket.minimum_order).toBeNull();
  });

  it("names the restaurant's lowest minimum and leaves shipping out while no postal code is known", async () => {
    const basket = await read(await newBasket('delivery', [[water, 3]]));
    expect(basket.summary.shipping).toBeNull();
    expect(basket.summary.total).toBe(1035);
    expect(basket.minimum_order).toEqual({ required: 1200, missing: 165, postalCode: null });
  });

  it('puts shipping into the total as soon as the postal code is saved, with its area minimum', async () => {
    const basketId = await newBasket('delivery', [[water, 4]]);
    const inKastanienallee = await savePostalCode(basketId, '10435');
    expect(inKastanienallee.summary).toMatchObject({ shipping: 150, total: 1380 + 150 });
    expect(inKastanienallee.minimum_order).toEqual({ required: 1200, missing: 0, postalCode: '10435' });
    // another area: its own price and minimum, a cent-exact amount missing
    const inPrenzlauerBerg = await savePostalCode(basketId, '10437');
    expect(inPrenzlauerBerg.summary).toMatchObject({ shipping: 250, total: 1380 + 250 });
    expect(inPrenzlauerBerg.minimum_order).toEqual({ required: 1500, missing: 120, postalCode: '10437' });
    // the answer of every later call keeps it, and the legacy fields agree with the summary
    const again = await read(basketId);
    expect(again.shipping_price).toBe(250);
    expect(again.totalWithDiscount).toBe(again.summary.total);
  });

  it('delivers free from the threshold on, shown in the summary', async () => {
    const basketId = await newBasket('delivery', [[falafel, 5]]);
    const basket = await savePostalCode(basketId, '10435');
    expect(basket.summary.subtotal).toBeGreaterThanOrEqual(3000);
    expect(basket.summary.shipping).toBe(0);
  });

  it('counts the voucher and the tip into the same total', async () => {
    const basketId = await newBasket('delivery', [[water, 5]]);
    await savePostalCode(basketId, '10435');
    await post('basket/add-voucher-to-basket', { restaurantId: olive, basketId, voucherCode: 'WELCOME10' });
    const basket = await basketOf(post('basket/add-tip', { restaurantId: olive, basketId, tip_price: 200 }));
    // 5 × 3.45 = 17.25; 10 % rounded down = 1.72; + 1.50 shipping + 2.00 tip
    expect(basket.summary).toEqual({
      subtotal: 1600,
      deposits: 125,
      discount: 172,
      shipping: 150,
      tip: 200,
      total: 1725 - 172 + 150 + 200,
    });
  });
});
