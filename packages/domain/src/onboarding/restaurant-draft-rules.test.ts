import { describe, expect, it } from 'vitest';
import { isTimeZone, restaurantDraftProblems, slugFromName } from './restaurant-draft-rules';

const draft = {
  name: 'Trattoria Nova',
  slug: 'trattoria-nova',
  time_zone: 'Europe/Zurich',
  currency: 'CHF',
  language: 'de',
  email: 'chef@nova.example',
};
const keys = (changes: Partial<Parameters<typeof restaurantDraftProblems>[0]>) =>
  restaurantDraftProblems({ ...draft, ...changes }).map(({ field, key }) => `${field}:${key}`);

describe('restaurantDraftProblems', () => {
  it('accepts a complete draft, with or without a password', () => {
    expect(keys({})).toEqual([]);
    expect(keys({ password: 'eight ch' })).toEqual([]);
  });

  it('refuses slugs that are no address part', () => {
    expect(keys({ slug: 'Trattoria' })).toEqual(['slug:restaurant_slug_format']);
    expect(keys({ slug: 'nova--zurich' })).toEqual(['slug:restaurant_slug_format']);
    expect(keys({ slug: '-nova' })).toEqual(['slug:restaurant_slug_format']);
    expect(keys({ slug: 'a'.repeat(61) })).toEqual(['slug:restaurant_slug_format']);
    expect(keys({ slug: '' })).toEqual(['slug:field_required']);
  });

  it('refuses an unknown zone, an offset, an unknown currency and a fifth language', () => {
    expect(keys({ time_zone: 'Europe/Atlantis' })).toEqual(['time_zone:restaurant_time_zone_unknown']);
    expect(keys({ time_zone: '+01:00' })).toEqual(['time_zone:restaurant_time_zone_unknown']);
    expect(keys({ currency: 'EURO' })).toEqual(['currency:restaurant_currency_unknown']);
    expect(keys({ currency: 'eur' })).toEqual(['currency:restaurant_currency_unknown']);
    expect(keys({ language: 'it' })).toEqual(['language:restaurant_language_unknown']);
  });

  it('names every field at fault at once', () => {
    expect(keys({ name: ' ', email: 'chef@', password: 'short' })).toEqual([
      'name:field_required',
      'email:field_email',
      'password:restaurant_password_short',
    ]);
  });
});

describe('isTimeZone', () => {
  it('knows IANA names, including ones with three parts', () => {
    expect(isTimeZone('America/Argentina/Buenos_Aires')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
  });
});

describe('slugFromName', () => {
  it('drops accents and joins words with hyphens', () => {
    expect(slugFromName('Café Olé & Co.')).toBe('cafe-ole-co');
    expect(slugFromName('  Zur Linde 2  ')).toBe('zur-linde-2');
    expect(slugFromName('مطعم')).toBe('');
  });
});
