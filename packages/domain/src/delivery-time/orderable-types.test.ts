import { describe, expect, it } from 'vitest';
import {
  deliveryTypeNeeds,
  hasOrderableDays,
  orderableDeliveryTypes,
  type TypeSchedule,
} from './orderable-types';

// Tuesday 2026-12-01, 12:30 in Berlin
const now = Date.parse('2026-12-01T12:30:00+01:00');
const tuesdays: TypeSchedule = {
  zone: 'Europe/Berlin',
  windows: [{ weekday: 2, openAt: '17:00', closeAt: '22:00' }],
  closeTimes: [],
  availableDays: 7,
};

describe('hasOrderableDays (issue 33: a type is offered only when it can be ordered)', () => {
  it('is false for a type without opening hours', () => {
    expect(hasOrderableDays({ ...tuesdays, windows: [] }, now)).toBe(false);
  });

  it('is true with hours later today, or on a day within the available days', () => {
    expect(hasOrderableDays(tuesdays, now)).toBe(true);
    const thursdays = { ...tuesdays, windows: [{ weekday: 4 as const, openAt: '09:00', closeAt: '10:00' }] };
    expect(hasOrderableDays({ ...thursdays, availableDays: 2 }, now)).toBe(true);
  });

  it('is false when the only open day lies beyond the available days', () => {
    const thursdays = { ...tuesdays, windows: [{ weekday: 4 as const, openAt: '09:00', closeAt: '10:00' }] };
    expect(hasOrderableDays({ ...thursdays, availableDays: 1 }, now)).toBe(false);
  });

  it('is false when a closure covers every open day a guest may order for ("closed for good")', () => {
    const closed = {
      ...tuesdays,
      closeTimes: [{ startsAt: '2026-12-01T00:00', endsAt: '2099-01-01T00:00' }],
    };
    expect(hasOrderableDays(closed, now)).toBe(false);
  });

  it('is true when the closure ends before the last day a guest may order for', () => {
    // closed this Tuesday; the next Tuesday (day 7) is open
    const holiday = {
      ...tuesdays,
      closeTimes: [{ startsAt: '2026-12-01T00:00', endsAt: '2026-12-02T00:00' }],
    };
    expect(hasOrderableDays(holiday, now)).toBe(true);
    expect(hasOrderableDays({ ...holiday, availableDays: 6 }, now)).toBe(false);
  });

  it('counts an hour the closure leaves open on a partly closed day', () => {
    const evening = {
      ...tuesdays,
      availableDays: 0,
      closeTimes: [{ startsAt: '2026-12-01T17:00', endsAt: '2026-12-01T21:45' }],
    };
    expect(hasOrderableDays(evening, now)).toBe(true);
  });
});

describe('orderableDeliveryTypes', () => {
  it('keeps the switched-on types that have days to order for, in their order', () => {
    const schedules = { delivery: tuesdays, pickup: { ...tuesdays, windows: [] }, here: tuesdays };
    expect(orderableDeliveryTypes(['here', 'pickup', 'delivery'], (type) => schedules[type], now)).toEqual([
      'here',
      'delivery',
    ]);
  });
});

describe('deliveryTypeNeeds (the back office checklist)', () => {
  it('asks for hours, for open days, and for delivery areas', () => {
    expect(deliveryTypeNeeds('here', { ...tuesdays, windows: [] }, 0, now)).toEqual(['hours']);
    expect(deliveryTypeNeeds('delivery', { ...tuesdays, windows: [] }, 0, now)).toEqual([
      'hours',
      'delivery_areas',
    ]);
    const closed = {
      ...tuesdays,
      closeTimes: [{ startsAt: '2026-12-01T00:00', endsAt: '2099-01-01T00:00' }],
    };
    expect(deliveryTypeNeeds('pickup', closed, 0, now)).toEqual(['open_days']);
    expect(deliveryTypeNeeds('delivery', tuesdays, 3, now)).toEqual([]);
    expect(deliveryTypeNeeds('pickup', tuesdays, 0, now)).toEqual([]);
  });
});
