import { describe, expect, it } from 'vitest';
import { resolveText } from './localized-text';

describe('resolveText', () => {
  it('returns the wanted locale when present', () => {
    expect(resolveText({ de: 'Suppe', en: 'Soup' }, 'en', 'de')).toBe('Soup');
  });
  it("falls back to the restaurant's default language", () => {
    expect(resolveText({ de: 'Suppe' }, 'fr', 'de')).toBe('Suppe');
  });
  it('treats an empty translation as missing', () => {
    expect(resolveText({ de: 'Suppe', ar: '' }, 'ar', 'de')).toBe('Suppe');
  });
  it('uses any translation when neither the locale nor the default exists', () => {
    expect(resolveText({ fr: 'Soupe' }, 'ar', 'de')).toBe('Soupe');
  });
  it('returns an empty string for no text', () => {
    expect(resolveText(null, 'en', 'de')).toBe('');
  });
});
