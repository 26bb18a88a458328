import { describe, expect, it } from 'vitest';
import { dayLabel } from './day-label';

describe('dayLabel', () => {
  it('names the wall-clock day whatever the zone the browser runs in', () => {
    expect(dayLabel('2026-12-01', 'en')).toEqual({ weekday: 'Tue', day: '1 Dec' });
    expect(dayLabel('2026-12-05', 'de').weekday).toBe('Sa');
  });
});
