import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkVoucher, type VoucherRule, voucherDiscount } from './voucher';

const welcome: VoucherRule = {
  kind: 'percent',
  value: 10,
  minimumOrderValue: 1500,
  usageLimit: 100,
  usedCount: 0,
  startsAt: null,
  expiresAt: Date.UTC(2027, 0, 1),
  active: true,
};
const now = Date.UTC(2026, 10, 24);

describe('voucherDiscount', () => {
  it('takes a percentage, rounded down to a whole cent', () => {
    expect(voucherDiscount(welcome, 1999)).toBe(199);
  });
  it('never gives more than the subtotal', () => {
    expect(voucherDiscount({ kind: 'fixed', value: 500 }, 300)).toBe(300);
  });
  it('is between 0 and the subtotal (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<'percent' | 'fixed'>('percent', 'fixed'),
        fc.integer({ min: 0, max: 100 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        (kind, value, subtotal) => {
          const discount = voucherDiscount({ kind, value: kind === 'fixed' ? value * 100 : value }, subtotal);
          return Number.isInteger(discount) && discount >= 0 && discount <= subtotal;
        },
      ),
    );
  });
});

describe('checkVoucher', () => {
  it('accepts a valid voucher over the minimum', () => {
    expect(checkVoucher(welcome, 1500, now)).toBeUndefined();
  });
  it('refuses below the minimum order value', () => {
    expect(checkVoucher(welcome, 1499, now)).toBe('minimum_value');
  });
  it('refuses an expired, not yet started or inactive voucher', () => {
    expect(checkVoucher(welcome, 2000, Date.UTC(2027, 0, 1))).toBe('invalid_or_expired');
    expect(checkVoucher({ ...welcome, startsAt: Date.UTC(2026, 11, 1) }, 2000, now)).toBe(
      'invalid_or_expired',
    );
    expect(checkVoucher({ ...welcome, active: false }, 2000, now)).toBe('invalid_or_expired');
  });
  it('refuses at the usage limit', () => {
    expect(checkVoucher({ ...welcome, usedCount: 100 }, 2000, now)).toBe('usage_limit');
  });
  it("refuses when it gives no discount ('you do not get a discount')", () => {
    expect(checkVoucher({ ...welcome, value: 0, minimumOrderValue: 0 }, 2000, now)).toBe('no_discount');
  });
});
