import { createTranslator } from '@tavola/i18n/translate';
import { describe, expect, it } from 'vitest';
import { closureLabel } from './closure-label';

const t = createTranslator('en', { 'hours.closureRange': '{{from}} to {{to}}' } as never) as never;

describe('closureLabel', () => {
  it('reads a one-day closure as that day alone', () => {
    expect(closureLabel({ starts_at: '2026-12-10 00:00', ends_at: '2026-12-11 00:00' }, t, 'en')).toBe(
      '10 Dec 2026',
    );
  });
  it('names the last day of a closure of whole days, not the day after', () => {
    expect(closureLabel({ starts_at: '2026-12-24 00:00', ends_at: '2026-12-27 00:00' }, t, 'en')).toBe(
      '24 Dec 2026 to 26 Dec 2026',
    );
  });
  it('across a year end', () => {
    expect(closureLabel({ starts_at: '2026-12-31 00:00', ends_at: '2027-01-02 00:00' }, t, 'en')).toBe(
      '31 Dec 2026 to 1 Jan 2027',
    );
  });
  it('shows the times of a closure within days', () => {
    expect(closureLabel({ starts_at: '2026-12-10 14:00', ends_at: '2026-12-10 18:00' }, t, 'en')).toBe(
      '10 Dec 2026 14:00 to 10 Dec 2026 18:00',
    );
  });
});
