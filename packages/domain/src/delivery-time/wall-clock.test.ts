import { describe, expect, it } from 'vitest';
import { instantsOfWallTime, offsetChangesAround, wallTimeExists } from './wall-clock';

describe('wall clock on DST change days (Europe/Berlin)', () => {
  it('has no 02:30 on the spring change (2026-03-29)', () => {
    expect(wallTimeExists('2026-03-29', 150, 'Europe/Berlin')).toBe(false);
    expect(instantsOfWallTime('2026-03-29', 180, 'Europe/Berlin')).toEqual([Date.UTC(2026, 2, 29, 1, 0)]);
  });
  it('has 02:30 twice on the autumn change (2026-10-25), earlier first', () => {
    expect(instantsOfWallTime('2026-10-25', 150, 'Europe/Berlin')).toEqual([
      Date.UTC(2026, 9, 25, 0, 30),
      Date.UTC(2026, 9, 25, 1, 30),
    ]);
  });
  it('has one instant on an ordinary day, in any zone', () => {
    expect(instantsOfWallTime('2026-11-23', 720, 'Europe/Berlin')).toEqual([Date.UTC(2026, 10, 23, 11, 0)]);
    expect(instantsOfWallTime('2026-11-23', 720, 'America/New_York')).toEqual([
      Date.UTC(2026, 10, 23, 17, 0),
    ]);
    expect(instantsOfWallTime('2026-11-23', 0, 'Asia/Kolkata')).toEqual([Date.UTC(2026, 10, 22, 18, 30)]);
  });
});

describe('offsetChangesAround (which days need each time checked)', () => {
  it('names the spring and autumn change days in Berlin, and not an ordinary day', () => {
    expect(offsetChangesAround('2026-03-29', 'Europe/Berlin')).toBe(true);
    expect(offsetChangesAround('2026-10-25', 'Europe/Berlin')).toBe(true);
    expect(offsetChangesAround('2026-11-25', 'Europe/Berlin')).toBe(false);
  });

  it('names no day in a zone without DST, and the change day far from UTC', () => {
    expect(offsetChangesAround('2026-03-29', 'Asia/Tokyo')).toBe(false);
    // Auckland leaves daylight time on Sunday 5 April 2026, 03:00
    expect(offsetChangesAround('2026-04-05', 'Pacific/Auckland')).toBe(true);
  });
});
