import { describe, expect, it } from 'vitest';
import { asksForDate, hasOwnDateAhead, isAvailableForBasket, judgedByOwnDate } from './happy-hour-pre-order';
import type { AvailabilityRule } from './product-availability';
import type { LocalMoment } from './zoned-time';

// Friday afternoons in December 2026 (happy-hour weekday 5)
const fridayAfternoons: AvailabilityRule = {
  happyHours: [
    { weekday: 5, startDate: '2026-12-01', endDate: '2026-12-31', startTime: '15:00', endTime: '18:00' },
  ],
  endDate: null,
};
const plain: AvailabilityRule = { happyHours: [], endDate: null };
// Monday 23 November 2026, 12:00: no happy hour now
const mondayNoon: LocalMoment = { date: '2026-11-23', weekday: 1, minutes: 720 };
const bounds = { min: '2026-11-23', max: '2026-12-07' };
const own = (dates: (string | undefined)[]) => ({ preOrderForHappyHour: true, dates, bounds });

describe('judgedByOwnDate / asksForDate', () => {
  it('judges a happy-hour product by its own date only with the setting on', () => {
    expect(judgedByOwnDate(true, fridayAfternoons)).toBe(true);
    expect(judgedByOwnDate(false, fridayAfternoons)).toBe(false);
  });
  it('never judges a product without happy hours by its own date', () => {
    expect(judgedByOwnDate(true, plain)).toBe(false);
  });
  it('asks for a date when the product says so or it is pre-ordered for a happy hour', () => {
    expect(asksForDate(false, true, fridayAfternoons)).toBe(true);
    expect(asksForDate(true, false, plain)).toBe(true);
    expect(asksForDate(false, false, fridayAfternoons)).toBe(false);
  });
});

describe('isAvailableForBasket', () => {
  it('judges at the basket time with the setting off (Monday noon is no happy hour)', () => {
    const off = { ...own(['2026-12-04']), preOrderForHappyHour: false };
    expect(isAvailableForBasket(fridayAfternoons, mondayNoon, off)).toBe(false);
  });
  it('takes a Friday in the happy-hour range on Monday noon with the setting on', () => {
    expect(isAvailableForBasket(fridayAfternoons, mondayNoon, own(['2026-12-04']))).toBe(true);
  });
  it('refuses a Thursday (weekday without a happy hour)', () => {
    expect(isAvailableForBasket(fridayAfternoons, mondayNoon, own(['2026-12-03']))).toBe(false);
  });
  it('refuses a Friday before the range starts (27 November)', () => {
    expect(isAvailableForBasket(fridayAfternoons, mondayNoon, own(['2026-11-27']))).toBe(false);
  });
  it('refuses a Friday past the last bookable day (11 December > max 7 December)', () => {
    expect(isAvailableForBasket(fridayAfternoons, mondayNoon, own(['2026-12-11']))).toBe(false);
  });
  it('refuses a date that has passed (before today)', () => {
    const later = { ...own(['2026-12-04']), bounds: { min: '2026-12-05', max: '2026-12-19' } };
    expect(isAvailableForBasket(fridayAfternoons, mondayNoon, later)).toBe(false);
  });
  it('refuses units without a date, or with one unit missing it', () => {
    expect(isAvailableForBasket(fridayAfternoons, mondayNoon, own([]))).toBe(false);
    expect(isAvailableForBasket(fridayAfternoons, mondayNoon, own(['2026-12-04', undefined]))).toBe(false);
  });
  it('refuses a date past the product end date', () => {
    const ending = { ...fridayAfternoons, endDate: '2026-12-01' };
    expect(isAvailableForBasket(ending, mondayNoon, own(['2026-12-04']))).toBe(false);
  });
  it('refuses while the kitchen is on a break for the product at the basket time', () => {
    const onBreak: AvailabilityRule = {
      ...fridayAfternoons,
      breaks: [
        {
          startTime: '11:00',
          endTime: '13:00',
          weekdays: [1],
          startDate: '2026-11-01',
          endDate: null,
          stoppedAt: null,
        },
      ],
    };
    expect(isAvailableForBasket(onBreak, mondayNoon, own(['2026-12-04']))).toBe(false);
  });
  it('judges a product without happy hours at the basket time whatever the setting', () => {
    expect(isAvailableForBasket({ ...plain, endDate: '2026-11-22' }, mondayNoon, own([]))).toBe(false);
    expect(isAvailableForBasket(plain, mondayNoon, own([]))).toBe(true);
  });
});

describe('hasOwnDateAhead', () => {
  it('is orderable on the menu when the picker offers a day (Friday 4 December)', () => {
    expect(hasOwnDateAhead(fridayAfternoons, mondayNoon, bounds)).toBe(true);
  });
  it('is not orderable when no happy-hour day lies within the bounds (to 3 December)', () => {
    expect(hasOwnDateAhead(fridayAfternoons, mondayNoon, { min: '2026-11-23', max: '2026-12-03' })).toBe(
      false,
    );
  });
});
