import { describe, expect, it } from 'vitest';
import { formatInstant, todayIn, weekdayName } from './format';

describe('manager time formatting', () => {
  it('shows an instant in the restaurant zone', () => {
    // 17:02 UTC is 18:02 in Berlin in November
    expect(formatInstant('2026-11-24T17:02:00Z', 'Europe/Berlin', 'en')).toContain('18:02');
  });
  it('names weekday 1 Monday and 7 Sunday', () => {
    expect(weekdayName(1, 'en')).toBe('Monday');
    expect(weekdayName(7, 'en')).toBe('Sunday');
    expect(weekdayName(7, 'de')).toBe('Sonntag');
  });
});

describe('todayIn', () => {
  it("is the restaurant's date, not the tablet's", () => {
    // 23:30 UTC on 24 November is already the 25th in Berlin
    expect(todayIn('Europe/Berlin', Date.parse('2026-11-24T23:30:00Z'))).toBe('2026-11-25');
    expect(todayIn('America/New_York', Date.parse('2026-11-24T23:30:00Z'))).toBe('2026-11-24');
  });
});
