import { describe, expect, it } from 'vitest';
import { offeredDeliveryTypes, parseDeliveryType, preferredDeliveryType } from './delivery-types';

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

describe('preferredDeliveryType', () => {
  it('takes the first offered type that is open now', () => {
    expect(preferredDeliveryType(['delivery', 'pickup', 'here'], ['pickup', 'here'])).toBe('pickup');
  });
  it('takes the first offered type when none is open now', () => {
    expect(preferredDeliveryType(['delivery', 'pickup'], [])).toBe('delivery');
  });
  it('never takes a type that is open but not offered, and is nothing when none is offered', () => {
    expect(preferredDeliveryType(['delivery'], ['here'])).toBe('delivery');
    expect(preferredDeliveryType([], ['here'])).toBeUndefined();
  });
});
