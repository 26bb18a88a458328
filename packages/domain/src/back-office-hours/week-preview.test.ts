import { describe, expect, it } from 'vitest';
import type { DeliveryCalendar } from '../delivery-time/delivery-calendar';
import { weekPreview } from './week-preview';

/** Wednesday 2026-11-25, 10:00 in Berlin */
const wednesdayTen = Date.parse('2026-11-25T09:00:00Z');
const lunch = (weekday: 0 | 1 | 2 | 3 | 4 | 5 | 6) => ({ weekday, openAt: '11:00', closeAt: '12:00' });
const calendar: DeliveryCalendar = {
  zone: 'Europe/Berlin',
  windows: [0, 1, 2, 3, 4, 5, 6].map((day) => lunch(day as 0)),
  closeTimes: [],
  leadMinutes: 30,
  availableDays: 7,
  closed: false,
};

describe('weekPreview', () => {
  it('lists seven days from today in the restaurant zone with the hours of each', () => {
    const days = weekPreview(calendar, wednesdayTen);
    expect(days.map((day) => day.date)).toEqual([
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
      '2026-11-29',
      '2026-11-30',
      '2026-12-01',
    ]);
    expect(days[0]!.windows).toEqual([lunch(3)]);
    expect(days[0]!.slots).toEqual(['11:00', '11:15', '11:30', '11:45']);
  });

  it('starts today after the lead time, as the guest picker does', () => {
    const halfPastTen = wednesdayTen + 45 * 60_000;
    expect(weekPreview({ ...calendar, leadMinutes: 30 }, halfPastTen)[0]!.slots).toEqual([
      '11:15',
      '11:30',
      '11:45',
    ]);
  });

  it('shows a closure and the closed switch as days without times, keeping the hours', () => {
    const closedThursday = weekPreview(
      { ...calendar, closeTimes: [{ startsAt: '2026-11-26T00:00', endsAt: '2026-11-27T00:00' }] },
      wednesdayTen,
    );
    expect(closedThursday[1]).toEqual({ date: '2026-11-26', windows: [lunch(4)], slots: [] });
    expect(closedThursday[2]!.slots).toHaveLength(4);
    const closedNow = weekPreview({ ...calendar, closed: true }, wednesdayTen);
    expect(closedNow[0]!.slots).toEqual([]);
    expect(closedNow[1]!.slots).toHaveLength(4);
  });

  it('offers no times beyond the days a guest may order ahead', () => {
    const days = weekPreview({ ...calendar, availableDays: 2 }, wednesdayTen);
    expect(days.map((day) => day.slots.length)).toEqual([4, 4, 4, 0, 0, 0, 0]);
  });
});
