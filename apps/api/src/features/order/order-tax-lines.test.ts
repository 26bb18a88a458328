import { schema } from '@tavola/db';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { clientOf } from '../../test/manager-client';
import { managerFixtures } from '../../test/manager-fixtures';
import { createTestContext, type TestContext } from '../../test/test-app';
import { type TaxLine, walkCheckout } from '../../test/walk-checkout';

/**
 * Issue 36 (decision 084): every order stores its VAT per rate when it is placed; the guest's
 * order and the manager's detail show it, and a rate changed later leaves it as it was.
 */

let ctx: TestContext;
let fixtures: Awaited<ReturnType<typeof managerFixtures>>;
const place = (restaurantId: number, order: Parameters<typeof walkCheckout>[2]) =>
  walkCheckout(ctx, restaurantId, order);

const sumOf = (lines: TaxLine[]) => lines.reduce((sum, line) => sum + line.gross, 0);

beforeAll(async () => {
  ctx = await createTestContext();
  fixtures = await managerFixtures(ctx);
});
afterAll(() => ctx?.close());

describe('an order stores its VAT per rate', () => {
  it('Germany, delivery, December 2026: food 7 %, beer, water and their deposits 19 %, voucher and fee spread, tip apart', async () => {
    // Tuesday 2026-11-24, 18:02 in Berlin: delivery is open
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
    vi.setSystemTime(new Date('2026-11-24T17:02:00Z'));
    try {
      const order = await place(fixtures.olive, {
        deliveryType: 'delivery',
        lines: [
          ['Falafel (5 pieces)', 2],
          ['Hummus', 1],
          ['Berlin pilsner 0.5 l', 2],
          ['Still mineral water 0.5 l', 1],
        ],
        postalCode: '10437',
        voucher: 'WELCOME10',
        tip: 100,
        paymentType: 'demo',
      });
      // food 2 × 7.50 + 6.50 = 21.50; drinks 2 × (4.20 + 0.25) + (3.20 + 0.25) = 12.35; −10 % = −3.38
      // (−2.15 / −1.23), delivery 2.50 (1.59 / 0.91), tip 1.00 outside
      expect(order.tax_lines).toEqual([
        { rate: 7, gross: 2150 - 215 + 159, net: 1957, tax: 137 },
        { rate: 19, gross: 1235 - 123 + 91, net: 1011, tax: 192 },
      ]);
      expect(order.total).toBe(3397);
      expect(sumOf(order.tax_lines) + order.tip).toBe(order.total);

      const manager = clientOf(ctx, fixtures.oliveManager);
      const detail = await manager.get<{ tax_lines: TaxLine[] }>('managers/order/show', {
        restaurantId: fixtures.olive,
        orderId: order.orderId,
      });
      expect(detail.status, JSON.stringify(detail.body)).toBe(200);
      expect(detail.body.data.tax_lines).toEqual(order.tax_lines);

      // the owner changes the rate of food delivered: the stored order keeps its lines
      await ctx.deps.db.insert(schema.restaurantTaxRates).values({
        restaurantId: fixtures.olive,
        category: 'food',
        way: 'delivery',
        rate: 1000,
        validFrom: '2026-01-01',
      });
      const again = await manager.get<{ tax_lines: TaxLine[] }>('managers/order/show', {
        restaurantId: fixtures.olive,
        orderId: order.orderId,
      });
      expect(again.body.data.tax_lines).toEqual(order.tax_lines);
      // … and the next order takes the new rate
      const next = await place(fixtures.olive, {
        deliveryType: 'delivery',
        lines: [['Falafel (5 pieces)', 3]],
        postalCode: '10437',
        paymentType: 'demo',
      });
      expect(next.tax_lines.map((line) => line.rate)).toEqual([10]);
    } finally {
      await ctx.deps.db.delete(schema.restaurantTaxRates);
      vi.useRealTimers();
    }
  });

  it('Germany, eaten in during 2025: the food was 19 % like the drinks', async () => {
    // Tuesday 2025-11-25, 18:02 in Berlin
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
    vi.setSystemTime(new Date('2025-11-25T17:02:00Z'));
    try {
      const order = await place(fixtures.olive, {
        deliveryType: 'here',
        lines: [
          ['Hummus', 1],
          ['Berlin pilsner 0.5 l', 1],
        ],
        paymentType: 'cash',
      });
      expect(order.tax_lines).toEqual([{ rate: 19, gross: 650 + 445, net: 920, tax: 175 }]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('Switzerland, pickup: food and soft drinks 2.6 %', async () => {
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
    vi.setSystemTime(new Date('2026-11-24T17:02:00Z'));
    try {
      const order = await place(fixtures.sakura, {
        deliveryType: 'pickup',
        lines: [
          ['Edamame', 1],
          ['Matcha lemonade', 1],
        ],
        paymentType: 'pwc',
      });
      expect(order.tax_lines).toHaveLength(1);
      expect(order.tax_lines[0]).toMatchObject({ rate: 2.6, gross: order.total });
      const line = order.tax_lines[0]!;
      expect(line.net).toBe(Math.round(line.gross / 1.026));
    } finally {
      vi.useRealTimers();
    }
  });
});
