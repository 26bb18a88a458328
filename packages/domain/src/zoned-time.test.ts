import { afterEach, describe, expect, it, vi } from 'vitest';
import { type OffsetSpan, offsetSpan, toLocalMoment } from './zoned-time';

const minute = 60_000;
const hour = 60 * minute;

/** Minutes of a span, as toLocalMoment answers them: the offset the span names. */
function expectTrue(span: OffsetSpan, minutes: number[]) {
  for (const at of minutes) {
    const moment = toLocalMoment(at * minute, span.zone);
    const [year, month, day] = moment.date.split('-').map(Number) as [number, number, number];
    expect(Date.UTC(year, month - 1, day) / minute + moment.minutes - at).toBe(span.offset);
  }
}

describe('offsetSpan', () => {
  it('keeps one offset for the days looked at when none changes', () => {
    const span = offsetSpan('Europe/Berlin', Date.UTC(2026, 10, 28, 18, 30, 42), { before: 2, after: 14 });
    const at = Date.UTC(2026, 10, 28, 18, 30) / minute;
    expect(span).toEqual({
      zone: 'Europe/Berlin',
      from: at - 2 * 1440,
      until: at + 14 * 1440 + 1,
      offset: 60,
    });
    expectTrue(span, [span.from, span.from + 1000, span.until - 1]);
  });

  it('ends at the spring DST change, to the minute (02:00 jumps to 03:00)', () => {
    const span = offsetSpan('Europe/Berlin', Date.UTC(2026, 2, 27, 12, 0), { before: 2, after: 14 });
    expect(span.until).toBe(Date.UTC(2026, 2, 29, 1, 0) / minute);
    expect(span.offset).toBe(60);
    expectTrue(span, [span.from, span.until - 1]);
    expect(toLocalMoment(span.until * minute, 'Europe/Berlin').minutes).toBe(180);
  });

  it('starts at the last change: the day after the spring change, back to 03:00 of the day before', () => {
    const span = offsetSpan('Europe/Berlin', Date.UTC(2026, 2, 30, 12, 0), { before: 2, after: 2 });
    expect(span).toMatchObject({ from: Date.UTC(2026, 2, 29, 1, 0) / minute, offset: 120 });
    expectTrue(span, [span.from, span.until - 1]);
    expect(toLocalMoment((span.from - 1) * minute, 'Europe/Berlin').minutes).toBe(119);
  });

  it('ends at the autumn DST change (03:00 falls back to 02:00), and in a zone of +05:45', () => {
    const autumn = offsetSpan('Europe/Berlin', Date.UTC(2026, 9, 24, 22, 0), { before: 1, after: 3 });
    expect(autumn).toMatchObject({ until: Date.UTC(2026, 9, 25, 1, 0) / minute, offset: 120 });
    const kathmandu = offsetSpan('Asia/Kathmandu', Date.UTC(2026, 5, 1, 18, 0), { before: 0, after: 2 });
    expect(kathmandu.offset).toBe(5 * 60 + 45);
    // across midnight the date moves on with the same offset
    expect(kathmandu.from).toBe(Date.UTC(2026, 5, 1, 18, 0) / minute);
    expect(toLocalMoment((kathmandu.from + 30) * minute, 'Asia/Kathmandu')).toMatchObject({
      date: '2026-06-02',
      minutes: 15,
    });
  });
});

describe('learnOffsetSpan', () => {
  const DateTimeFormat = Intl.DateTimeFormat;
  afterEach(() => {
    Intl.DateTimeFormat = DateTimeFormat;
    vi.resetModules();
  });

  /** Counts the zone formatters built from now on. */
  function countFormatters() {
    const built = { count: 0 };
    Intl.DateTimeFormat = new Proxy(DateTimeFormat, {
      construct(target, args) {
        built.count++;
        return Reflect.construct(target, args);
      },
    });
    return built;
  }

  /** The module as a browser first loads it: no zone formatter built yet. */
  async function freshModule() {
    vi.resetModules();
    return import('./zoned-time');
  }

  it('answers any instant of a learnt span as the server would, without building a zone formatter', async () => {
    const at = Date.UTC(2026, 10, 28, 18, 30);
    const span = offsetSpan('America/New_York', at, { before: 2, after: 14 });
    const tomorrowMorning = toLocalMoment(at + 16 * hour, 'America/New_York');
    const browser = await freshModule();
    const built = countFormatters();
    browser.learnOffsetSpan(span);
    expect(browser.toLocalMoment(at + 15 * minute + 59_000, 'America/New_York')).toEqual({
      date: '2026-11-28',
      weekday: 6,
      minutes: 13 * 60 + 45,
    });
    // the next opening, tomorrow: still no formatter
    expect(browser.toLocalMoment(at + 16 * hour, 'America/New_York')).toEqual(tomorrowMorning);
    expect(built.count).toBe(0);
    // the day before yesterday, as a DST probe asks: in the span too
    expect(browser.toLocalMoment(at - 47 * hour, 'America/New_York').date).toBe('2026-11-26');
    expect(built.count).toBe(0);
    // past the span, the usual way
    expect(browser.toLocalMoment(span.until * minute, 'America/New_York').date).toBe('2026-12-12');
    expect(built.count).toBe(1);
  });

  it('ignores a span that cannot be true', async () => {
    const browser = await freshModule();
    const at = Date.UTC(2026, 10, 28, 18, 30);
    const from = at / minute;
    for (const span of [
      { zone: 'Europe/Paris', from, until: from, offset: 60 },
      { zone: 'Europe/Paris', from, until: from + 10, offset: 24 * 60 },
      { zone: 'Europe/Paris', from: 1.5, until: from + 10, offset: 0 },
    ])
      browser.learnOffsetSpan(span);
    expect(browser.toLocalMoment(at, 'Europe/Paris')).toMatchObject({
      date: '2026-11-28',
      minutes: 19 * 60 + 30,
    });
  });
});
