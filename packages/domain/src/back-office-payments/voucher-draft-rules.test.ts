import { describe, expect, it } from 'vitest';
import { voucherDraftProblems } from './voucher-draft-rules';

const keys = (draft: Parameters<typeof voucherDraftProblems>[0]) =>
  voucherDraftProblems(draft).map(({ field, key }) => `${field}:${key}`);

describe('voucherDraftProblems', () => {
  it('accepts a percentage from 1 to 100 and an amount from one minor unit', () => {
    expect(keys({ kind: 'percent', value: 1 })).toEqual([]);
    expect(keys({ kind: 'percent', value: 100 })).toEqual([]);
    expect(keys({ kind: 'fixed', value: 1 })).toEqual([]);
    expect(keys({ kind: 'fixed', value: 250_000 })).toEqual([]);
  });

  it('refuses 0 % and 101 %, and an amount of 0', () => {
    expect(keys({ kind: 'percent', value: 0 })).toEqual(['value:voucher_percent_range']);
    expect(keys({ kind: 'percent', value: 101 })).toEqual(['value:voucher_percent_range']);
    expect(keys({ kind: 'fixed', value: 0 })).toEqual(['value:voucher_value_positive']);
    expect(keys({ kind: 'fixed', value: null })).toEqual(['value:field_required']);
  });

  it('takes one valid day, open ends, and refuses a last day before the first', () => {
    expect(keys({ kind: 'fixed', value: 500, valid_from: '2026-12-24', valid_until: '2026-12-24' })).toEqual(
      [],
    );
    expect(keys({ kind: 'fixed', value: 500, valid_from: null, valid_until: '2026-12-24' })).toEqual([]);
    expect(keys({ kind: 'fixed', value: 500, valid_from: '2026-12-24', valid_until: '2026-12-23' })).toEqual([
      'valid_until:voucher_dates',
    ]);
  });

  it('names a date that is not a calendar day', () => {
    expect(keys({ kind: 'percent', value: 10, valid_from: '2026-02-30', valid_until: '2026-01-01' })).toEqual(
      ['valid_from:field_date'],
    );
  });
});
