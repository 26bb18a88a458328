import { describe, expect, it } from 'vitest';
import { countryOptions } from './countries';

describe('countryOptions', () => {
  it('names the countries in the given language', () => {
    const german = countryOptions('de');
    expect(german.find((option) => option.code === 'DE')?.name).toBe('Deutschland');
    expect(german.find((option) => option.code === 'CH')?.name).toBe('Schweiz');
    expect(countryOptions('fr').find((option) => option.code === 'DE')?.name).toBe('Allemagne');
  });

  it('lists about the 249 ISO countries and no unions or unknown regions', () => {
    const codes = countryOptions('en').map((option) => option.code);
    expect(codes.length).toBeGreaterThan(240);
    expect(codes.length).toBeLessThan(256);
    for (const code of ['EU', 'UN', 'ZZ']) expect(codes).not.toContain(code);
  });

  it('sorts by name as the language sorts', () => {
    const names = countryOptions('de').map((option) => option.name);
    expect(names.indexOf('Österreich')).toBeLessThan(names.indexOf('Polen'));
  });
});
