import { describe, expect, it } from 'vitest';
import { pickLocale } from './locales';
import { serverTranslator } from './server-messages';

describe('pickLocale', () => {
  it('takes the first candidate that names a supported language', () => {
    expect(pickLocale(undefined, 'xx', 'de-CH,de;q=0.9')).toBe('de');
  });
  it('orders Accept-Language by quality', () => {
    expect(pickLocale('es;q=1, ar;q=0.5, fr;q=0.8')).toBe('fr');
  });
  it('finds nothing in unsupported languages', () => {
    expect(pickLocale('es, it')).toBeUndefined();
  });
});

describe('serverTranslator', () => {
  it('fills placeholders', () => {
    expect(serverTranslator('en')('field_required', { field: 'email' })).toBe('The email field is required.');
  });
  it('chooses plural forms by count, six of them in Arabic', () => {
    const en = serverTranslator('en');
    expect(en('only_n_in_stock', { count: 1 })).toBe('only 1 item in stock');
    expect(en('only_n_in_stock', { count: 3 })).toBe('only 3 items in stock');
    const ar = serverTranslator('ar');
    expect(ar('only_n_in_stock', { count: 2 })).not.toBe(ar('only_n_in_stock', { count: 11 }));
  });
});
