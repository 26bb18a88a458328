import { describe, expect, it } from 'vitest';
import { type HappyHour, happyHourWeekday, isProductAvailableAt } from './product-availability';

const weekdayAfternoons: HappyHour[] = [1, 2, 3, 4, 5].map((weekday) => ({
  weekday,
  startDate: '2026-01-01',
  endDate: '2027-12-31',
  startTime: '15:00',
  endTime: '18:00',
}));
const rule = { happyHours: weekdayAfternoons, endDate: null };

describe('isProductAvailableAt', () => {
  it('is available inside a happy hour (Monday 15:00)', () => {
    expect(isProductAvailableAt(rule, { date: '2026-11-23', weekday: 1, minutes: 900 })).toBe(true);
  });
  it('is not available at the closing minute (Monday 18:00)', () => {
    expect(isProductAvailableAt(rule, { date: '2026-11-23', weekday: 1, minutes: 1080 })).toBe(false);
  });
  it('is not available on a weekday without a happy hour (Sunday = 7)', () => {
    expect(isProductAvailableAt(rule, { date: '2026-11-22', weekday: 0, minutes: 960 })).toBe(false);
  });
  it('is not available outside the date range', () => {
    expect(isProductAvailableAt(rule, { date: '2028-01-03', weekday: 1, minutes: 960 })).toBe(false);
  });
  it('is always available without happy hours, until its end date', () => {
    const plain = { happyHours: [], endDate: '2026-12-31' };
    expect(isProductAvailableAt(plain, { date: '2026-12-31', weekday: 4, minutes: 0 })).toBe(true);
    expect(isProductAvailableAt(plain, { date: '2027-01-01', weekday: 5, minutes: 0 })).toBe(false);
  });
  it('maps Sunday 0 to happy-hour weekday 7', () => {
    expect(happyHourWeekday(0)).toBe(7);
    expect(happyHourWeekday(6)).toBe(6);
  });
});
