import { afterEach, describe, expect, it, vi } from 'vitest';
import { type MomentRun, momentRun, toLocalMoment } from './zoned-time';

const minute = 60_000;

/** Every minute a run names, as toLocalMoment answers it. */
function expectTrue(run: MomentRun) {
  for (let i = 0; i < run.count; i++) {
    const moment = toLocalMoment((run.minute + i) * minute, run.zone);
    expect({ date: moment.date, minutes: moment.minutes }).toEqual({
      date: run.date,
      minutes: run.minutes + i,
    });
  }
}

describe('momentRun', () => {
  it('tells the wall clock of the minutes ahead', () => {
    const run = momentRun('Europe/Berlin', Date.UTC(2026, 10, 28, 18, 30, 42), 15);
    expect(run).toEqual({
      zone: 'Europe/Berlin',
      minute: Date.UTC(2026, 10, 28, 18, 30) / minute,
      date: '2026-11-28',
      minutes: 19 * 60 + 30,
      count: 15,
    });
    expectTrue(run);
  });

  it('ends before the spring DST change (02:00 jumps to 03:00)', () => {
    const run = momentRun('Europe/Berlin', Date.UTC(2026, 2, 29, 0, 50), 30);
    expect(run.count).toBe(10);
    expectTrue(run);
    expect(toLocalMoment((run.minute + run.count) * minute, 'Europe/Berlin').minutes).toBe(180);
  });

  it('ends before the autumn DST change (03:00 falls back to 02:00) and before midnight', () => {
    expect(momentRun('Europe/Berlin', Date.UTC(2026, 9, 25, 0, 55), 30).count).toBe(5);
    const late = momentRun('Asia/Kathmandu', Date.UTC(2026, 5, 1, 18, 0), 30);
    expect(late).toMatchObject({ date: '2026-06-01', minutes: 23 * 60 + 45, count: 15 });
    expectTrue(late);
  });

  it('names at most the minutes toLocalMoment keeps per zone', () => {
    expect(momentRun('UTC', Date.UTC(2026, 5, 1, 8, 0), 500).count).toBe(64);
  });
});

describe('learnMoments', () => {
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

  it('answers a learnt minute as the server computed it, without building a zone formatter', async () => {
    const run = momentRun('America/New_York', Date.UTC(2026, 10, 28, 18, 30), 20);
    const browser = await freshModule();
    const built = countFormatters();
    browser.learnMoments(run);
    expect(browser.toLocalMoment(Date.UTC(2026, 10, 28, 18, 45, 59), 'America/New_York')).toEqual({
      date: '2026-11-28',
      weekday: 6,
      minutes: 13 * 60 + 45,
    });
    expect(built.count).toBe(0);
    // past the run, the usual way
    expect(browser.toLocalMoment(Date.UTC(2026, 10, 28, 18, 50), 'America/New_York').minutes).toBe(
      13 * 60 + 50,
    );
    expect(built.count).toBe(1);
  });

  it('ignores a run that cannot be true', async () => {
    const browser = await freshModule();
    const at = Date.UTC(2026, 10, 28, 18, 30);
    const run = { zone: 'Europe/Paris', minute: at / minute, date: '2026-11-28', minutes: 1430, count: 20 };
    browser.learnMoments(run);
    browser.learnMoments({ ...run, minutes: 0, date: '2026-02-30' });
    expect(browser.toLocalMoment(at, 'Europe/Paris')).toMatchObject({
      date: '2026-11-28',
      minutes: 19 * 60 + 30,
    });
  });
});
