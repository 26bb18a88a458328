import { describe, expect, it } from 'vitest';
import { isPlausibleBirthday, reviewAuthorName } from './account-rules';

describe('isPlausibleBirthday', () => {
  it('accepts a past calendar day and today', () => {
    expect(isPlausibleBirthday('1990-02-28', '2026-05-01')).toBe(true);
    expect(isPlausibleBirthday('2026-05-01', '2026-05-01')).toBe(true);
  });
  it('refuses tomorrow', () => {
    expect(isPlausibleBirthday('2026-05-02', '2026-05-01')).toBe(false);
  });
  it('refuses impossible days: 30 February, 29 February of a common year, month 13', () => {
    expect(isPlausibleBirthday('1990-02-30', '2026-05-01')).toBe(false);
    expect(isPlausibleBirthday('2023-02-29', '2026-05-01')).toBe(false);
    expect(isPlausibleBirthday('2024-02-29', '2026-05-01')).toBe(true);
    expect(isPlausibleBirthday('1990-13-01', '2026-05-01')).toBe(false);
  });
  it('refuses days before 1900 and text that is not a date', () => {
    expect(isPlausibleBirthday('1899-12-31', '2026-05-01')).toBe(false);
    expect(isPlausibleBirthday('1900-01-01', '2026-05-01')).toBe(true);
    expect(isPlausibleBirthday('01.02.1990', '2026-05-01')).toBe(false);
    expect(isPlausibleBirthday('', '2026-05-01')).toBe(false);
  });
});

describe('reviewAuthorName', () => {
  it('signs with the first name and the initial of the last', () => {
    expect(reviewAuthorName('Jonas Becker', 'Guest')).toBe('Jonas B.');
    expect(reviewAuthorName('  Anna  Maria   von Stein ', 'Guest')).toBe('Anna S.');
  });
  it('keeps a single name and upper-cases the initial', () => {
    expect(reviewAuthorName('Cher', 'Guest')).toBe('Cher');
    expect(reviewAuthorName('ali ölmez', 'Guest')).toBe('ali Ö.');
  });
  it('handles letters outside the basic plane as one initial', () => {
    expect(reviewAuthorName('Lina 𝒵eta', 'Guest')).toBe('Lina 𝒵.');
  });
  it('falls back when there is no name', () => {
    expect(reviewAuthorName('', 'Guest')).toBe('Guest');
    expect(reviewAuthorName(undefined, 'Gast')).toBe('Gast');
  });
});
