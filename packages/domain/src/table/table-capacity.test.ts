import { describe, expect, it } from 'vitest';
import { needsTableCapacity, tableCapacityOf } from './table-capacity';

describe('needsTableCapacity (SPEC §4 Login landing)', () => {
  const today = '2026-11-24';
  it('asks when no capacity is stored', () => {
    expect(needsTableCapacity(undefined, today)).toBe(true);
  });
  it('asks when fewer than one person is stored', () => {
    expect(needsTableCapacity({ adults: 0, children: 0, date: today }, today)).toBe(true);
    expect(needsTableCapacity({ adults: -1, children: 2, date: today }, today)).toBe(true);
    expect(needsTableCapacity({ adults: 1.5, children: 0, date: today }, today)).toBe(true);
  });
  it('asks again when the capacity was set on another day', () => {
    expect(needsTableCapacity({ adults: 2, children: 0, date: '2026-11-23' }, today)).toBe(true);
  });
  it('is content with one person or more set today, children alone included', () => {
    expect(needsTableCapacity({ adults: 1, children: 0, date: today }, today)).toBe(false);
    expect(needsTableCapacity({ adults: 0, children: 1, date: today }, today)).toBe(false);
  });
});

describe('tableCapacityOf (issue 33: the guests are counted once per visit)', () => {
  const today = '2026-11-24';
  const own = { adults: 2, children: 1, date: today };
  const visit = { adults: 4, children: 0, date: today };
  it("keeps the basket's own count of today", () => {
    expect(tableCapacityOf(own, visit, today)).toBe(own);
  });
  it("takes the visit's count when the basket has none (a second phone, the next round)", () => {
    expect(tableCapacityOf(undefined, visit, today)).toBe(visit);
    expect(tableCapacityOf({ ...own, date: '2026-11-23' }, visit, today)).toBe(visit);
  });
  it('has none when neither was counted today, so the guests are asked', () => {
    expect(
      needsTableCapacity(tableCapacityOf(undefined, { ...visit, date: '2026-11-23' }, today), today),
    ).toBe(true);
    expect(needsTableCapacity(tableCapacityOf(undefined, null, today), today)).toBe(true);
  });
});
