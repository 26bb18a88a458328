import { describe, expect, it } from 'vitest';
import { defaultRateRules } from './default-tax-rates';
import { restaurantRateRules, taxRateOn } from './tax-rate-on';

describe('taxRateOn with the shipped rates', () => {
  const germany = defaultRateRules('DE');
  const switzerland = defaultRateRules('ch');
  it('Germany: food eaten in was 19 % until 2025 and is 7 % from 1 January 2026; drinks stay 19 %', () => {
    expect(taxRateOn(germany, 'food', 'eat_in', '2025-12-31')).toBe(1900);
    expect(taxRateOn(germany, 'food', 'table', '2026-01-01')).toBe(700);
    expect(taxRateOn(germany, 'food', 'delivery', '2025-06-01')).toBe(700);
    expect(taxRateOn(germany, 'soft_drink', 'pickup', '2026-12-07')).toBe(1900);
    expect(taxRateOn(germany, 'alcohol', 'eat_in', '2026-12-07')).toBe(1900);
  });
  it('Switzerland: 8.1 % eaten in and for alcohol, 2.6 % for food and soft drinks taken away', () => {
    expect(taxRateOn(switzerland, 'food', 'eat_in', '2026-12-07')).toBe(810);
    expect(taxRateOn(switzerland, 'food', 'delivery', '2026-12-07')).toBe(260);
    expect(taxRateOn(switzerland, 'soft_drink', 'pickup', '2026-12-07')).toBe(260);
    expect(taxRateOn(switzerland, 'alcohol', 'pickup', '2026-12-07')).toBe(810);
  });
  it('knows no rate for a country it does not ship, nor before the first rule', () => {
    expect(taxRateOn(defaultRateRules('FR'), 'food', 'eat_in', '2026-12-07')).toBe(0);
    expect(taxRateOn(germany, 'food', 'eat_in', '2023-12-31')).toBe(0);
  });
});

describe("an owner's own rates", () => {
  const own = [{ category: 'food' as const, way: 'eat_in' as const, rate: 1000, from: '2026-03-01' }];
  const rules = restaurantRateRules('DE', own);
  it('apply from their date, and the shipped rate before it', () => {
    expect(taxRateOn(rules, 'food', 'eat_in', '2026-02-28')).toBe(700);
    expect(taxRateOn(rules, 'food', 'eat_in', '2026-03-01')).toBe(1000);
    expect(taxRateOn(rules, 'food', 'pickup', '2026-03-01')).toBe(700);
  });
  it('win a tie on the date over the shipped rate', () => {
    const same = restaurantRateRules('DE', [
      { category: 'food', way: 'eat_in', rate: 500, from: '2026-01-01' },
    ]);
    expect(taxRateOn(same, 'food', 'eat_in', '2026-01-01')).toBe(500);
  });
});
