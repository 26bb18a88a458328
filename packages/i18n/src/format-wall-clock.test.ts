import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatWallClock, formatWallDate, formatWallTime } from './format-wall-clock';

describe('formatWallClock', () => {
  it('spells date and time in the language, 24-hour, without moving the zone', () => {
    expect(formatWallClock('2026-11-24 19:30', 'en')).toBe('Tue 24 Nov, 19:30');
    expect(formatWallClock('2026-11-24 19:30', 'de')).toBe('Di., 24. Nov., 19:30');
    expect(formatWallClock('2026-11-24 19:30', 'fr')).toBe('mar. 24 nov., 19:30');
    expect(formatWallClock('2026-11-24 00:15', 'en')).toBe('Tue 24 Nov, 00:15');
  });
  it('reads today and tomorrow as words when today is known, the day after as a date', () => {
    const today = '2026-11-24';
    expect(formatWallClock('2026-11-24 19:30', 'en', { today })).toBe('Today, 19:30');
    expect(formatWallClock('2026-11-25 11:30', 'en', { today })).toBe('Tomorrow, 11:30');
    expect(formatWallClock('2026-11-25 11:30', 'de', { today })).toBe('Morgen, 11:30');
    expect(formatWallClock('2026-11-25 11:30', 'fr', { today })).toBe('Demain, 11:30');
    expect(formatWallClock('2026-11-26 11:30', 'en', { today })).toBe('Thu 26 Nov, 11:30');
  });
  it('counts tomorrow across a month end', () => {
    expect(formatWallClock('2026-12-01 11:30', 'en', { today: '2026-11-30' })).toBe('Tomorrow, 11:30');
  });
  it('joins the Arabic day word with an Arabic comma', () => {
    expect(formatWallClock('2026-11-25 11:30', 'ar', { today: '2026-11-24' })).toMatch(/^غدًا، /);
  });
  it('shows the time alone on the given day, a date on any other', () => {
    expect(formatWallClock('2026-11-24 19:45', 'en', { timeOnlyOn: '2026-11-24' })).toBe('19:45');
    expect(formatWallClock('2026-11-25 11:30', 'en', { timeOnlyOn: '2026-11-24' })).toBe('Wed 25 Nov, 11:30');
  });
  it('accepts the ISO form and gives text it cannot read back unchanged', () => {
    expect(formatWallClock('2026-11-24T19:30', 'en')).toBe('Tue 24 Nov, 19:30');
    expect(formatWallClock('soon', 'en')).toBe('soon');
    expect(formatWallClock('2026-11-24', 'en')).toBe('2026-11-24');
  });
});

describe('formatWallDate and formatWallTime', () => {
  it('spell a date and a time of day apart', () => {
    expect(formatWallDate('2026-11-24', 'de')).toBe('Di., 24. Nov.');
    expect(formatWallTime('19:30', 'en')).toBe('19:30');
    expect(formatWallTime('later', 'en')).toBe('later');
  });
});

describe('recordWallClocks and learnWallClocks', () => {
  const { DateTimeFormat, RelativeTimeFormat } = Intl;
  afterEach(() => {
    Intl.DateTimeFormat = DateTimeFormat;
    (Intl as { RelativeTimeFormat: unknown }).RelativeTimeFormat = RelativeTimeFormat;
    vi.resetModules();
  });
  const freshModule = async () => {
    vi.resetModules();
    return import('./format-wall-clock');
  };

  it('answers a learnt moment as the server spelt it, building no formatter, and others the usual way', async () => {
    const server = await freshModule();
    const recorded: Record<string, string> = {};
    const stop = server.recordWallClocks((key, text) => {
      recorded[key] = text;
    });
    const tomorrow = server.formatWallClock('2026-11-25 11:30', 'ar', { today: '2026-11-24' });
    stop();
    expect(Object.values(recorded)).toEqual([tomorrow]);

    const browser = await freshModule();
    let built = 0;
    const counting = <T extends object>(target: T) =>
      new Proxy(target, {
        construct(formatterClass, args) {
          built++;
          return Reflect.construct(formatterClass as never, args);
        },
      });
    Intl.DateTimeFormat = counting(DateTimeFormat);
    (Intl as { RelativeTimeFormat: unknown }).RelativeTimeFormat = counting(RelativeTimeFormat);
    browser.learnWallClocks(recorded);
    expect(browser.formatWallClock('2026-11-25 11:30', 'ar', { today: '2026-11-24' })).toBe(tomorrow);
    expect(built).toBe(0);
    // the same moment read against another day is another text: formatted, not taken
    expect(browser.formatWallClock('2026-11-25 11:30', 'ar', { today: '2026-11-20' })).not.toBe(tomorrow);
    expect(built).toBeGreaterThan(0);
  });
});
