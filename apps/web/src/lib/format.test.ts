import { describe, expect, it } from 'vitest';
import { formatMoney } from './format';

describe('formatMoney', () => {
  it('formats minor units in the currency and language', () => {
    expect(formatMoney(1290, 'EUR', 'de')).toBe('12,90\u00a0€');
    expect(formatMoney(1290, 'EUR', 'en')).toBe('€12.90');
    expect(formatMoney(500, 'CHF', 'fr')).toMatch(/^5,00\s?CHF$/);
  });
  it('respects currencies without minor digits', () => {
    expect(formatMoney(1200, 'JPY', 'en')).toBe('JP¥1,200');
  });
});
