import { describe, expect, it } from 'vitest';
import { isUsefulOrderSearch, latinDigits, parseOrderSearch } from './order-search';

describe('parseOrderSearch', () => {
  it('reads a number, with or without #, as the order number', () => {
    expect(parseOrderSearch('12')).toEqual({ orderId: 12 });
    expect(parseOrderSearch(' #12 ')).toEqual({ orderId: 12 });
  });
  it('reads a number of four digits or more as an order number and a phone number', () => {
    expect(parseOrderSearch('1234')).toEqual({ orderId: 1234, phoneDigits: ['1234'] });
  });
  it('reads a phone number with spaces, + and dashes as its digits', () => {
    expect(parseOrderSearch('+49 151-123 45')).toEqual({ phoneDigits: ['4915112345'] });
  });
  it('finds a number stored with its country code from the national form (leading 0 dropped too)', () => {
    expect(parseOrderSearch('0151 12345')).toEqual({ phoneDigits: ['015112345', '15112345'] });
  });
  it('takes fewer than four digits of a phone number as an order number only', () => {
    expect(parseOrderSearch('030')).toEqual({ orderId: 30 });
  });
  it('reads letters as a name or e-mail, from two characters on', () => {
    expect(parseOrderSearch('  Grace   Hopper ')).toEqual({ text: 'Grace Hopper' });
    expect(parseOrderSearch('jo')).toEqual({ text: 'jo' });
    expect(parseOrderSearch('j')).toEqual({});
  });
  it('reads Arabic-Indic digits as digits', () => {
    expect(parseOrderSearch('١٢')).toEqual({ orderId: 12 });
    expect(parseOrderSearch('۰۱۵۱ ۱۲۳')).toEqual({ phoneDigits: ['0151123', '151123'] });
  });
  it('refuses 0 and numbers beyond an id', () => {
    expect(parseOrderSearch('0')).toEqual({});
    expect(parseOrderSearch('#9999999999')).toEqual({});
  });
  it('is useful only when it can find something', () => {
    expect(isUsefulOrderSearch(parseOrderSearch(' '))).toBe(false);
    expect(isUsefulOrderSearch(parseOrderSearch('x'))).toBe(false);
    expect(isUsefulOrderSearch(parseOrderSearch('Ada'))).toBe(true);
  });
});

describe('latinDigits', () => {
  it('turns both Arabic digit sets into 0–9 and leaves the rest', () => {
    expect(latinDigits('٠١٢٣٤٥٦٧٨٩ ۰۱۲۳۴۵۶۷۸۹ #7a')).toBe('0123456789 0123456789 #7a');
  });
});
