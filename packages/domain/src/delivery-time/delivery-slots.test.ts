import { describe, expect, it } from 'vitest';
import type { OpeningWindow } from '../opening-hours';
import {
  allowedTimes,
  availableDates,
  canOrderNow,
  checkDeliveryTime,
  type DeliveryCalendar,
  defaultProposal,
  earliestMoment,
  formatLocalDateTime,
  latestDate,
  nextSlot,
  slotsOn,
  soonestOrderTime,
} from '.';
import { roundUpToQuarter } from './quarter-hours';

// Tuesday to Sunday 11:30-14:30 and 17:00-22:00, Friday and Saturday evening until 01:00; closed on Monday
const windows: OpeningWindow[] = [];
for (const weekday of [0, 2, 3, 4, 5, 6] as const) {
  windows.push({ weekday, openAt: '11:30', closeAt: '14:30' });
  windows.push({ weekday, openAt: '17:00', closeAt: weekday === 5 || weekday === 6 ? '01:00' : '22:00' });
}
const berlin: DeliveryCalendar = {
  zone: 'Europe/Berlin',
  windows,
  closeTimes: [{ startsAt: '2026-12-24T18:00', endsAt: '2026-12-26T23:59' }],
  leadMinutes: 45,
  availableDays: 7,
  closed: false,
};
/** An instant given as Berlin wall clock in winter (UTC+1). */
const winter = (iso: string) => Date.parse(`${iso}:00+01:00`);
const moment = (date: string, time: string) => {
  const [h, m] = time.split(':').map(Number) as [number, number];
  return { date, weekday: new Date(`${date}T00:00:00Z`).getUTCDay() as 0, minutes: h * 60 + m };
};

describe('quarter hours', () => {
  it('rounds 12:01 up to 12:15 and keeps 12:15', () => {
    expect(roundUpToQuarter(12 * 60 + 1)).toBe(12 * 60 + 15);
    expect(roundUpToQuarter(12 * 60 + 15)).toBe(12 * 60 + 15);
  });
  it('proposes now rounded up, past midnight into the next day', () => {
    expect(formatLocalDateTime(defaultProposal(winter('2026-11-24T23:50'), 'Europe/Berlin'))).toBe(
      '2026-11-25 00:00',
    );
  });
});

describe('earliest and latest', () => {
  it('is now plus the lead minutes, rounded up (12:01 + 45 min → 13:00)', () => {
    expect(formatLocalDateTime(earliestMoment(berlin, winter('2026-11-24T12:01')))).toBe('2026-11-24 13:00');
  });
  it('is midnight of the next day when the restaurant is closed (shown 24:00)', () => {
    expect(formatLocalDateTime(earliestMoment({ ...berlin, closed: true }, winter('2026-11-24T12:01')))).toBe(
      '2026-11-25 00:00',
    );
  });
  it('ends on today plus the available days', () => {
    expect(latestDate(berlin, winter('2026-11-24T12:00'))).toBe('2026-12-01');
  });
  it("uses the restaurant's zone, not the machine's: 23:30 UTC is already tomorrow in Berlin", () => {
    expect(earliestMoment({ ...berlin, leadMinutes: 0 }, Date.UTC(2026, 10, 24, 23, 30)).date).toBe(
      '2026-11-25',
    );
  });
});

describe('slotsOn', () => {
  const earliest = moment('2026-01-01', '00:00');
  it('lists quarter hours inside split shifts, not the closing minute', () => {
    const slots = slotsOn(berlin, '2026-11-24', earliest);
    expect(slots[0]).toBe(11 * 60 + 30);
    expect(slots).toContain(14 * 60 + 15);
    expect(slots).not.toContain(14 * 60 + 30);
    expect(slots).not.toContain(15 * 60);
    expect(slots.at(-1)).toBe(21 * 60 + 45);
  });
  it('includes the tail of a window that began the evening before', () => {
    // Saturday 2026-11-28 begins with Friday's window until 01:00
    expect(slotsOn(berlin, '2026-11-28', earliest).slice(0, 4)).toEqual([0, 15, 30, 45]);
  });
  it('has nothing on a closed weekday and nothing inside a closure', () => {
    expect(slotsOn(berlin, '2026-11-23', earliest)).toEqual([]);
    expect(slotsOn(berlin, '2026-12-24', earliest).every((m) => m < 18 * 60)).toBe(true);
    expect(slotsOn(berlin, '2026-12-25', earliest)).toEqual([]);
  });
  it('skips the hour the spring DST change removes and lists the autumn hour once', () => {
    const night: DeliveryCalendar = {
      ...berlin,
      windows: [{ weekday: 0, openAt: '01:00', closeAt: '04:00' }],
    };
    const spring = slotsOn(night, '2026-03-29', earliest);
    expect(spring).not.toContain(2 * 60 + 30);
    expect(spring).toContain(3 * 60);
    const autumn = slotsOn(night, '2026-10-25', earliest);
    expect(autumn.filter((m) => m === 2 * 60 + 30)).toHaveLength(1);
    expect(autumn).toHaveLength(12);
  });
  it('gives hours and minutes by hour', () => {
    expect(allowedTimes([11 * 60 + 30, 11 * 60 + 45, 12 * 60])).toEqual({
      hours: [11, 12],
      minutesByHour: { 11: [30, 45], 12: [0] },
    });
  });
});

describe('availableDates', () => {
  it('leaves out closed weekdays and closures, up to the latest date', () => {
    const dates = availableDates(berlin, winter('2026-11-22T10:00'));
    expect(dates[0]).toBe('2026-11-22');
    expect(dates).not.toContain('2026-11-23');
    expect(dates.at(-1)).toBe('2026-11-29');
    expect(availableDates(berlin, winter('2026-12-23T10:00'))).not.toContain('2026-12-25');
  });
});

describe('checkDeliveryTime', () => {
  const now = winter('2026-11-24T12:01');
  it('accepts a quarter hour inside a window after the earliest moment', () => {
    expect(checkDeliveryTime(berlin, now, moment('2026-11-24', '18:30'))).toEqual({ ok: true });
  });
  it('refuses minutes other than 0, 15, 30, 45', () => {
    expect(checkDeliveryTime(berlin, now, moment('2026-11-24', '18:10'))).toMatchObject({
      ok: false,
      problem: 'not_quarter',
    });
  });
  it('refuses the past and proposes the next valid time', () => {
    const verdict = checkDeliveryTime(berlin, now, moment('2026-11-24', '11:45'));
    expect(verdict).toMatchObject({ ok: false, problem: 'past' });
    expect(verdict.ok === false && verdict.validTime && formatLocalDateTime(verdict.validTime)).toBe(
      '2026-11-24 13:00',
    );
  });
  it('refuses a time before the preparation is done', () => {
    expect(checkDeliveryTime(berlin, now, moment('2026-11-24', '12:30'))).toMatchObject({
      ok: false,
      problem: 'before_minimum',
    });
  });
  it('refuses the gap of a split shift and proposes the evening', () => {
    const verdict = checkDeliveryTime(berlin, now, moment('2026-11-24', '15:30'));
    expect(verdict).toMatchObject({ ok: false, problem: 'not_open' });
    expect(verdict.ok === false && verdict.validTime && formatLocalDateTime(verdict.validTime)).toBe(
      '2026-11-24 17:00',
    );
  });
  it('refuses a date beyond the available days', () => {
    expect(checkDeliveryTime(berlin, now, moment('2026-12-02', '12:00'))).toMatchObject({
      ok: false,
      problem: 'too_far',
    });
  });
  it('finds the next slot across a closed Monday', () => {
    expect(
      formatLocalDateTime(nextSlot(berlin, winter('2026-11-22T22:30'), moment('2026-11-22', '22:30'))!),
    ).toBe('2026-11-24 11:30');
  });
});

describe('canOrderNow', () => {
  it('is true inside a window: Tuesday 11:30 opens, 14:29 is still open', () => {
    expect(canOrderNow(berlin, winter('2026-11-24T11:30'))).toBe(true);
    expect(canOrderNow(berlin, winter('2026-11-24T14:29'))).toBe(true);
  });
  it('is false before opening, in the gap of a split shift and from the closing minute', () => {
    expect(canOrderNow(berlin, winter('2026-11-24T11:29'))).toBe(false);
    expect(canOrderNow(berlin, winter('2026-11-24T14:30'))).toBe(false);
    expect(canOrderNow(berlin, winter('2026-11-24T16:59'))).toBe(false);
  });
  it('is false on a closed weekday, inside a closure and with the closed switch on', () => {
    expect(canOrderNow(berlin, winter('2026-11-23T12:00'))).toBe(false);
    expect(canOrderNow(berlin, winter('2026-12-24T19:00'))).toBe(false);
    expect(canOrderNow({ ...berlin, closed: true }, winter('2026-11-24T12:00'))).toBe(false);
  });
  it("is true after midnight in Friday's window that runs until 01:00", () => {
    expect(canOrderNow(berlin, winter('2026-11-28T00:45'))).toBe(true);
  });
});

describe('soonestOrderTime', () => {
  const soonest = (calendar: DeliveryCalendar, iso: string) => {
    const time = soonestOrderTime(calendar, winter(iso));
    return time && formatLocalDateTime(time);
  };
  it("is 'as soon as possible' (null) while open: Tuesday 11:30 and 14:29", () => {
    expect(soonest(berlin, '2026-11-24T11:30')).toBeNull();
    expect(soonest(berlin, '2026-11-24T14:29')).toBeNull();
  });
  it('is the next opening plus the lead minutes when closed: 11:29 → 12:15, 14:30 → 17:00', () => {
    expect(soonest(berlin, '2026-11-24T11:29')).toBe('2026-11-24 12:15');
    expect(soonest(berlin, '2026-11-24T14:30')).toBe('2026-11-24 17:00');
  });
  it('is Tuesday 11:30 from a closed Monday', () => {
    expect(soonest(berlin, '2026-11-23T12:00')).toBe('2026-11-24 11:30');
  });
  it("is the first quarter hour after a closure, in Saturday night's window until 01:00", () => {
    expect(soonest(berlin, '2026-12-24T19:00')).toBe('2026-12-27 00:00');
  });
  it('starts the next day with the closed switch on', () => {
    expect(soonest({ ...berlin, closed: true }, '2026-11-24T12:00')).toBe('2026-11-25 11:30');
  });
  it('is undefined when no slot lies within the available days', () => {
    expect(soonest({ ...berlin, availableDays: 0 }, '2026-11-24T22:30')).toBeUndefined();
  });
});
