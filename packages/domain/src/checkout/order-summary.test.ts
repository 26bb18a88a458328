import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { minimumBlocksOrder, type OrderSummaryInput, orderSummary } from './order-summary';

const kastanienallee = { postalCode: '10435', shippingPrice: 150, minimumOrderValue: 1200, freeFrom: 3000 };
const mitte = { postalCode: '10115', shippingPrice: 350, minimumOrderValue: 2000, freeFrom: null };
const areas = [kastanienallee, mitte];
const welcome = { kind: 'percent' as const, value: 10, minimumOrderValue: 1500 };

/** A delivery basket of one line worth `value` (deposits included) in 10435. */
const delivery = (value: number, more: Partial<OrderSummaryInput> = {}): OrderSummaryInput => ({
  lines: [{ totalPrice: value, depositTotal: 0 }],
  voucher: null,
  tip: 0,
  deliveryType: 'delivery',
  area: kastanienallee,
  areas,
  ...more,
});

describe('orderSummary', () => {
  it('shows the deposits apart from the goods and counts them in the total', () => {
    const summary = orderSummary({
      ...delivery(0),
      lines: [
        { totalPrice: 1090, depositTotal: 0 },
        { totalPrice: 395, depositTotal: 25 },
      ],
      deliveryType: 'pickup',
    });
    expect(summary).toEqual({
      subtotal: 1460,
      deposits: 25,
      discount: 0,
      shipping: 0,
      tip: 0,
      total: 1485,
      minimumOrder: null,
    });
  });

  it('charges shipping one cent below the free-from threshold, none at it', () => {
    expect(orderSummary(delivery(2999))).toMatchObject({ shipping: 150, total: 3149 });
    expect(orderSummary(delivery(3000))).toMatchObject({ shipping: 0, total: 3000 });
  });

  it('measures the free-from threshold on the value before the discount', () => {
    const summary = orderSummary(delivery(3000, { voucher: welcome }));
    expect(summary).toMatchObject({ discount: 300, shipping: 0, total: 2700 });
  });

  it('leaves shipping out of the total while no postal code is known, and says so with null', () => {
    expect(orderSummary(delivery(2000, { area: null }))).toMatchObject({ shipping: null, total: 2000 });
  });

  it('has no shipping for pickup and here, whatever the area', () => {
    expect(orderSummary(delivery(2000, { deliveryType: 'pickup' })).shipping).toBe(0);
    expect(orderSummary(delivery(2000, { deliveryType: 'here' })).shipping).toBe(0);
  });

  it('gives a voucher from its minimum on, not a cent before', () => {
    expect(orderSummary(delivery(1499, { voucher: welcome })).discount).toBe(0);
    expect(orderSummary(delivery(1500, { voucher: welcome })).discount).toBe(150);
  });

  it('rounds a percent discount down to a whole cent (10 % of €19.99 is €1.99)', () => {
    expect(orderSummary(delivery(1999, { voucher: welcome })).discount).toBe(199);
  });

  it('never discounts more than the order value; shipping and tip are still paid', () => {
    const fixed = { kind: 'fixed' as const, value: 5000, minimumOrderValue: 0 };
    expect(orderSummary(delivery(1200, { voucher: fixed, tip: 100 }))).toMatchObject({
      discount: 1200,
      total: 250,
    });
  });

  it('adds the tip to the total', () => {
    expect(orderSummary(delivery(2000, { tip: 300 }))).toMatchObject({ tip: 300, total: 2450 });
  });

  it("says what is missing to the area's minimum, down to 0 at the minimum", () => {
    expect(orderSummary(delivery(1190)).minimumOrder).toEqual({
      required: 1200,
      missing: 10,
      postalCode: '10435',
    });
    expect(orderSummary(delivery(1200)).minimumOrder).toEqual({
      required: 1200,
      missing: 0,
      postalCode: '10435',
    });
  });

  it('measures the minimum on the value before the discount', () => {
    expect(orderSummary(delivery(1500, { voucher: welcome })).minimumOrder?.missing).toBe(0);
  });

  it('uses the lowest minimum of all areas while no postal code is known', () => {
    expect(orderSummary(delivery(1000, { area: null })).minimumOrder).toEqual({
      required: 1200,
      missing: 200,
      postalCode: null,
    });
  });

  it('has no minimum for pickup, nor for a restaurant without delivery areas', () => {
    expect(orderSummary(delivery(100, { deliveryType: 'pickup' })).minimumOrder).toBeNull();
    expect(orderSummary(delivery(100, { area: null, areas: [] })).minimumOrder).toBeNull();
  });

  it('total = subtotal + deposits − discount + shipping + tip, in whole cents (property)', () => {
    const line = fc
      .record({ goods: fc.integer({ min: 0, max: 50_000 }), deposit: fc.integer({ min: 0, max: 500 }) })
      .map(({ goods, deposit }) => ({ totalPrice: goods + deposit, depositTotal: deposit }));
    fc.assert(
      fc.property(
        fc.array(line, { maxLength: 10 }),
        fc.option(fc.integer({ min: 1, max: 100 }), { nil: null }),
        fc.integer({ min: 0, max: 10_000 }),
        fc.constantFrom(kastanienallee, mitte, null),
        (lines, percent, tip, area) => {
          const voucher =
            percent === null ? null : { kind: 'percent' as const, value: percent, minimumOrderValue: 0 };
          const summary = orderSummary({ lines, voucher, tip, deliveryType: 'delivery', area, areas });
          const parts =
            summary.subtotal + summary.deposits - summary.discount + (summary.shipping ?? 0) + tip;
          return Number.isInteger(summary.total) && summary.total === parts && summary.discount >= 0;
        },
      ),
    );
  });
});

describe('minimumBlocksOrder', () => {
  it("blocks a cent below the known area's minimum, not at it", () => {
    expect(minimumBlocksOrder(orderSummary(delivery(1199)).minimumOrder)).toBe(true);
    expect(minimumBlocksOrder(orderSummary(delivery(1200)).minimumOrder)).toBe(false);
  });
  it('does not block while no postal code is known, nor pickup', () => {
    expect(minimumBlocksOrder(orderSummary(delivery(100, { area: null })).minimumOrder)).toBe(false);
    expect(minimumBlocksOrder(orderSummary(delivery(100, { deliveryType: 'pickup' })).minimumOrder)).toBe(
      false,
    );
  });
});
