import { describe, expect, it } from 'vitest';
import { closureProblems } from './closure-rules';

const keys = (draft: Parameters<typeof closureProblems>[0]) =>
  closureProblems(draft).map(({ field, key }) => `${field}:${key}`);

describe('closureProblems', () => {
  it('accepts one day and a range of days', () => {
    expect(keys({ start_date: '2026-12-24', end_date: '2026-12-24' })).toEqual([]);
    expect(keys({ start_date: '2026-12-24', end_date: '2027-01-02' })).toEqual([]);
  });

  it('needs both dates, as calendar days', () => {
    expect(keys({ start_date: '', end_date: null })).toEqual([
      'start_date:field_required',
      'end_date:field_required',
    ]);
    expect(keys({ start_date: '2026-02-30', end_date: '2026-13-01' })).toEqual([
      'start_date:field_date',
      'end_date:field_date',
    ]);
  });

  it('refuses a last day before the first', () => {
    expect(keys({ start_date: '2026-12-24', end_date: '2026-12-23' })).toEqual(['end_date:closure_dates']);
  });
});
