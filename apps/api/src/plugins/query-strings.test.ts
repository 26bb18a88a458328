import { describe, expect, it } from 'vitest';
import { rememberingQueryParser } from './query-strings';

describe('the remembering query-string parser', () => {
  it('gives the same frozen object for the same query string, and another for another', () => {
    const parse = rememberingQueryParser();
    const first = parse('restaurantId=1&categoryId=2&lang=en');
    expect(first).toEqual({ restaurantId: '1', categoryId: '2', lang: 'en' });
    expect(Object.isFrozen(first)).toBe(true);
    expect(parse('restaurantId=1&categoryId=2&lang=en')).toBe(first);
    expect(parse('restaurantId=1&categoryId=3&lang=en')).toEqual({
      restaurantId: '1',
      categoryId: '3',
      lang: 'en',
    });
  });

  it('freezes repeated keys too and answers an empty query with an empty object', () => {
    const parse = rememberingQueryParser();
    const repeated = parse('id=1&id=2');
    expect(repeated).toEqual({ id: ['1', '2'] });
    expect(Object.isFrozen(repeated.id)).toBe(true);
    expect(parse('')).toEqual({});
    expect(parse('')).toBe(parse(''));
  });

  it('parses a long query string every time and leaves it unfrozen', () => {
    const parse = rememberingQueryParser();
    const long = `name=${'x'.repeat(600)}`;
    const first = parse(long);
    expect(first).toEqual({ name: 'x'.repeat(600) });
    expect(Object.isFrozen(first)).toBe(false);
    expect(parse(long)).not.toBe(first);
  });

  it('forgets everything once it holds as many strings as it may', () => {
    const parse = rememberingQueryParser(2);
    const first = parse('a=1');
    parse('a=2');
    expect(parse('a=1')).toBe(first);
    parse('a=3');
    expect(parse('a=1')).not.toBe(first);
  });
});
