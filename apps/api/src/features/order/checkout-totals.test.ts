import type { BasketDto } from '@tavola/contracts';
import { schema } from '@tavola/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestContext, type TestContext } from '../../test/test-app';

/**
 * Issue 15: what the checkout shows is what the guest is charged. For baskets with a voucher,
 * a tip, two delivery areas and pickup, the total of the basket answer the checkout shows
 * equals the order's total and the amount the payment provider is asked for (the demo
 * provider's session and our payments row).
 */

let ctx: TestContext;
let token: string;
let olive: number;
const ids: Record<string, number> = {};

const post = (url: string, payload: Record<string, unknown>) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/${url}`,
    headers: { authorization: `Bearer ${token}` },
    payload,
  });
const get = (url: string, query: Record<string, string | number>) =>
  ctx.get(`/api/${url}`, { restaurantId: olive, ...query }, { authorization: `Bearer ${token}` });

interface Scenario {
  deliveryType: 'delivery' | 'pickup';
  lines: [string, number][];
  postalCode?: string;
  voucher?: string;
  tip?: number;
}

/** The checkout as the storefront walks it; answers the basket it shows before 'Place order'. */
async function checkout(scenario: Scenario): Promise<{ basketId: string; shown: BasketDto }> {
  const basketId = (
    await post('basket/create', { restaurantId: olive, deliveryType: scenario.deliveryType })
  ).json<{ data: { id: string } }>().data.id;
  for (const [name, quantity] of scenario.lines)
    await post('basket/add', { restaurantId: olive, basketId, productId: ids[name], quantity });
  if (scenario.postalCode) {
    const checked = await get('order/check-address', {
      basketId,
      postalCode: scenario.postalCode,
      deliveryType: 'delivery',
    });
    expect(checked.statusCode).toBe(200);
    await post('basket/add-address', {
      restaurantId: olive,
      basketId,
      userInfo: { postalCode: scenario.postalCode },
    });
  }
  if (scenario.voucher) {
    const applied = await post('basket/add-voucher-to-basket', {
      restaurantId: olive,
      basketId,
      voucherCode: scenario.voucher,
    });
    expect(applied.statusCode, applied.body).toBe(200);
  }
  if (scenario.tip) await post('basket/add-tip', { restaurantId: olive, basketId, tip_price: scenario.tip });
  await post('basket/add-address', {
    restaurantId: olive,
    basketId,
    userInfo: {
      name: 'Ada Lovelace',
      email: 'ada@example.org',
      mobile: '030 1234567',
      ...(scenario.postalCode
        ? { address: 'Kastanienallee', house_number: '12', city: 'Berlin', postalCode: scenario.postalCode }
        : {}),
    },
  });
  const shown = (await get('basket', { basketId })).json<{ data: BasketDto }>().data;
  return { basketId, shown };
}

async function charged(basketId: string, shown: BasketDto) {
  const placed = await post('order/create-order', {
    restaurantId: olive,
    basketId,
    paymentType: 'demo',
    // as the storefront does: the time and total the guest sees
    deliveryTime: shown.deliveryTime,
    total: shown.summary.total,
  });
  expect(placed.statusCode, placed.body).toBe(200);
  const { orderId, paymentLink } = placed.json<{ data: { orderId: number; paymentLink: string } }>().data;
  const [order] = await ctx.deps.db.select().from(schema.orders).where(eq(schema.orders.id, orderId));
  const payments = await ctx.deps.db
    .select()
    .from(schema.payments)
    .where(eq(schema.payments.orderId, orderId));
  const session = new URL(paymentLink).searchParams.get('session')!;
  const provider = (await get('payment/demo/session', { session })).json<{ data: { amount: number } }>().data;
  return { order: order!, payments, providerAmount: provider.amount };
}

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
  for (const name of ['Falafel (5 pieces)', 'Hummus', 'Still mineral water 0.5 l'])
    ids[name] = products.find((p) => p.name.en === name)!.id;
});
afterAll(() => ctx?.close());
beforeEach(async () => {
  // Tuesday 2026-11-24, 18:02 in Berlin: delivery and pickup are open
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
  vi.setSystemTime(new Date('2026-11-24T17:02:00Z'));
  token = await ctx.publicToken();
  return () => vi.useRealTimers();
});

const scenarios: [string, Scenario, Partial<BasketDto['summary']>][] = [
  [
    'pickup with bottle deposits and a tip',
    {
      deliveryType: 'pickup',
      lines: [
        ['Falafel (5 pieces)', 2],
        ['Still mineral water 0.5 l', 2],
      ],
      tip: 150,
    },
    { deposits: 50, shipping: 0, tip: 150 },
  ],
  [
    'pickup with a percent voucher',
    { deliveryType: 'pickup', lines: [['Hummus', 3]], voucher: 'WELCOME10' },
    { shipping: 0 },
  ],
  [
    'delivery to 10435 with a voucher (shipping €1.50)',
    {
      deliveryType: 'delivery',
      lines: [
        ['Hummus', 2],
        ['Still mineral water 0.5 l', 1],
      ],
      postalCode: '10435',
      voucher: 'WELCOME10',
    },
    { shipping: 150 },
  ],
  [
    'delivery to 10437 with a tip (shipping €2.50)',
    { deliveryType: 'delivery', lines: [['Falafel (5 pieces)', 3]], postalCode: '10437', tip: 300 },
    { shipping: 250, tip: 300 },
  ],
  [
    'delivery to 10435 over its free-from threshold',
    { deliveryType: 'delivery', lines: [['Falafel (5 pieces)', 5]], postalCode: '10435', tip: 100 },
    { shipping: 0, tip: 100 },
  ],
];

describe('the checkout total is the charged total', () => {
  it.each(scenarios)('%s', async (_name, scenario, expected) => {
    const { basketId, shown } = await checkout(scenario);
    expect(shown.summary).toMatchObject(expected);
    if (scenario.voucher) expect(shown.summary.discount).toBeGreaterThan(0);
    const { subtotal, deposits, discount, shipping, tip, total } = shown.summary;
    expect(total).toBe(subtotal + deposits - discount + (shipping ?? 0) + tip);

    const { order, payments, providerAmount } = await charged(basketId, shown);
    expect(order.total).toBe(total);
    expect(order.shippingPrice).toBe(shipping);
    expect(order.discount).toBe(discount);
    expect(order.tip).toBe(tip);
    expect(payments.map((payment) => payment.amount)).toEqual([total]);
    expect(providerAmount).toBe(total);
  });
});
