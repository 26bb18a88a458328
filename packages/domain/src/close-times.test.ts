import { describe, expect, it } from 'vitest';
import { isInCloseTime } from './close-times';

const christmas = [{ startsAt: '2026-12-24T18:00', endsAt: '2026-12-26T23:59' }];

describe('isInCloseTime', () => {
  it('is closed from the first minute of the range', () => {
    expect(isInCloseTime(christmas, { date: '2026-12-24', weekday: 4, minutes: 18 * 60 })).toBe(true);
  });
  it('is open a minute before it', () => {
    expect(isInCloseTime(christmas, { date: '2026-12-24', weekday: 4, minutes: 18 * 60 - 1 })).toBe(false);
  });
  it('is open again at the end minute', () => {
    expect(isInCloseTime(christmas, { date: '2026-12-26', weekday: 6, minutes: 23 * 60 + 59 })).toBe(false);
  });
});
