import { describe, expect, it } from 'vitest';
import { secondsUntilNextCall, tableCallIntervalMs } from './table-calls';

describe('secondsUntilNextCall (one call per table per minute)', () => {
  const at = Date.parse('2026-11-24T12:00:00Z');
  it('lets a table that never called call now', () => {
    expect(secondsUntilNextCall(undefined, at)).toBe(0);
  });
  it('makes a table wait the rest of the minute, rounded up to whole seconds', () => {
    expect(secondsUntilNextCall(at, at)).toBe(60);
    expect(secondsUntilNextCall(at, at + 1)).toBe(60);
    expect(secondsUntilNextCall(at, at + 59_001)).toBe(1);
  });
  it('lets it call again once the minute is over', () => {
    expect(secondsUntilNextCall(at, at + tableCallIntervalMs)).toBe(0);
    expect(secondsUntilNextCall(at, at + 3_600_000)).toBe(0);
  });
});
