import { describe, expect, it } from 'vitest';
import { offeredDeliveryTypes, parseDeliveryType } from './delivery-types';

describe('parseDeliveryType', () => {
  it('maps ids 1, 2, 3 and the name takeaway', () => {
    expect(parseDeliveryType(1)).toBe('delivery');
    expect(parseDeliveryType('2')).toBe('pickup');
    expect(parseDeliveryType('takeaway')).toBe('pickup');
    expect(parseDeliveryType(3)).toBe('here');
  });
  it('rejects anything else', () => {
    expect(parseDeliveryType('boat')).toBeUndefined();
    expect(parseDeliveryType(4)).toBeUndefined();
  });
});

describe('offeredDeliveryTypes', () => {
  it('keeps the canonical order of the enabled types', () => {
    expect(offeredDeliveryTypes(['here', 'delivery'], false)).toEqual(['delivery', 'here']);
  });
  it("hides 'here' while the restaurant is closed", () => {
    expect(offeredDeliveryTypes(['delivery', 'pickup', 'here'], true)).toEqual(['delivery', 'pickup']);
  });
});
