import type { RestaurantInfo } from '@tavola/contracts';
import { availableDates } from '@tavola/domain';
import { describe, expect, it } from 'vitest';
import { calendarOf } from './delivery-calendar';

const window = (weekday: number) => ({ weekday, open_at: '12:00', close_at: '22:00' });
// only the fields the calendar reads; the rest of the restaurant does not matter here
const restaurant = {
  time_zone: 'Europe/Berlin',
  restaurantAvailableTimes: [0, 1, 2, 3, 4, 5, 6].map(window),
  restaurantTakeawayTimes: [1].map(window),
  hereTimes: [],
  restaurant_close_times: [{ starts_at: '2026-12-24T18:00', ends_at: '2026-12-26T23:59' }],
  settings: {
    lead_minutes: { delivery: 45, pickup: 20, here: 0 },
    available_days: { delivery: 7, pickup: 7, here: 0 },
    closed: false,
  },
} as unknown as RestaurantInfo;

describe('calendarOf (SPEC §5 delivery time)', () => {
  it("takes the type's windows, lead minutes and days ahead in the restaurant's zone", () => {
    const pickup = calendarOf(restaurant, 'pickup');
    expect(pickup).toMatchObject({ zone: 'Europe/Berlin', leadMinutes: 20, availableDays: 7, closed: false });
    expect(pickup.windows).toEqual([{ weekday: 1, openAt: '12:00', closeAt: '22:00' }]);
  });

  it('maps the close times, so a closed day offers no date', () => {
    const delivery = calendarOf(restaurant, 'delivery');
    expect(delivery.closeTimes).toEqual([{ startsAt: '2026-12-24T18:00', endsAt: '2026-12-26T23:59' }]);
    // 2026-12-23 10:00 in Berlin: 24th (until 18:00) is open, 25th and 26th are closed
    const dates = availableDates(delivery, Date.parse('2026-12-23T09:00:00Z'));
    expect(dates).toContain('2026-12-24');
    expect(dates).not.toContain('2026-12-25');
    expect(dates).not.toContain('2026-12-26');
    expect(dates).toContain('2026-12-27');
  });
});
