import { describe, expect, it } from 'vitest';
import { formatPhone } from './format-phone';

describe('formatPhone', () => {
  it('groups a bare international number after its country code', () => {
    expect(formatPhone('4915112345678')).toBe('+49 151 1234 5678');
    expect(formatPhone('+4915112345678')).toBe('+49 151 1234 5678');
    expect(formatPhone('+14155550123')).toBe('+1 415 5550 123');
    expect(formatPhone('+971501234567')).toBe('+971 501 2345 67');
  });
  it('groups a bare national number, its leading 0 with the first group', () => {
    expect(formatPhone('015112345678')).toBe('0151 1234 5678');
    expect(formatPhone('0301234567')).toBe('0301 2345 67');
  });
  it('keeps a number the guest typed with spaces or signs, spaces tidied', () => {
    expect(formatPhone('+49 30 7654321')).toBe('+49 30 7654321');
    expect(formatPhone(' 030  123-4567 ')).toBe('030 123-4567');
  });
  it('leaves short numbers and text alone', () => {
    expect(formatPhone('12345')).toBe('12345');
    expect(formatPhone('ask at the bar')).toBe('ask at the bar');
  });
  it('does not leave a lone digit at the end', () => {
    expect(formatPhone('+4930123456789')).toBe('+49 301 2345 6789');
    expect(formatPhone('+49301234567')).toBe('+49 301 2345 67');
    expect(formatPhone('+493012345')).toBe('+49 301 2345');
    expect(formatPhone('+4930123456')).toBe('+49 301 23456');
  });
});
