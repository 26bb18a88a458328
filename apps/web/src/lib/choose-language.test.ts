import { describe, expect, it } from 'vitest';
import { chooseLanguage } from './i18n';

describe('chooseLanguage', () => {
  it('prefers the lang parameter of the address', () => {
    expect(chooseLanguage('?lang=ar', 'de', ['fr-FR'], 'en')).toBe('ar');
  });
  it('then the stored choice, then the browser, then the restaurant', () => {
    expect(chooseLanguage('', 'de', ['fr-FR'], 'en')).toBe('de');
    expect(chooseLanguage('', null, ['es-ES', 'fr-CA'], 'de')).toBe('fr');
    expect(chooseLanguage('', null, ['es-ES'], 'de')).toBe('de');
  });
  it('falls back to English', () => {
    expect(chooseLanguage('?lang=xx', null, ['es'], 'it')).toBe('en');
  });
});
