import { describe, expect, it } from 'vitest';
import { isAtTable, needsGuestCount } from './table-basket';

const today = '2026-12-01';
const atTable = { deliveryType: 'here' as const, table_id: 4, extra_info: {} };

describe('isAtTable', () => {
  it('is at a table when set-table put the basket there and it still eats here', () => {
    expect(isAtTable(atTable)).toBe(true);
  });
  it('is not when the table is missing or the guest switched to pickup or delivery', () => {
    expect(isAtTable({ ...atTable, table_id: null })).toBe(false);
    expect(isAtTable({ ...atTable, deliveryType: 'pickup' })).toBe(false);
    expect(isAtTable({ ...atTable, deliveryType: 'delivery' })).toBe(false);
    expect(isAtTable(undefined)).toBe(false);
  });
});

describe('needsGuestCount', () => {
  it('asks at a table of a restaurant that wants the people counted, until they are counted today', () => {
    expect(needsGuestCount(true, atTable, today)).toBe(true);
    const counted = { ...atTable, extra_info: { table_capacity: { adults: 2, children: 1, date: today } } };
    expect(needsGuestCount(true, counted, today)).toBe(false);
    const yesterday = {
      ...atTable,
      extra_info: { table_capacity: { adults: 2, children: 0, date: '2026-11-30' } },
    };
    expect(needsGuestCount(true, yesterday, today)).toBe(true);
    const nobody = { ...atTable, extra_info: { table_capacity: { adults: 0, children: 0, date: today } } };
    expect(needsGuestCount(true, nobody, today)).toBe(true);
  });
  it('never asks where the restaurant does not want it, or away from a table', () => {
    expect(needsGuestCount(false, atTable, today)).toBe(false);
    expect(needsGuestCount(true, { ...atTable, table_id: null }, today)).toBe(false);
    expect(needsGuestCount(true, { ...atTable, deliveryType: 'pickup' }, today)).toBe(false);
  });
});
