import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { RequestValidationError, zodValidatorCompiler } from './validation';

const contract = z.object({ restaurantId: z.coerce.number().int(), lang: z.string().optional() });
const compile = (httpPart: string) =>
  zodValidatorCompiler({ schema: contract, method: 'GET', url: '/x', httpPart }) as (data: unknown) => {
    value?: unknown;
    error?: unknown;
  };

describe('the request validator', () => {
  it('remembers a valid query by the frozen object the parser gives for the same query string', () => {
    const validate = compile('querystring');
    const query = Object.freeze({ restaurantId: '1', lang: 'de' });
    const first = validate(query);
    expect(first.value).toEqual({ restaurantId: 1, lang: 'de' });
    expect(Object.isFrozen(first.value)).toBe(true);
    expect(validate(query).value).toBe(first.value);
    expect(validate(Object.freeze({ restaurantId: '2', lang: 'de' })).value).toEqual({
      restaurantId: 2,
      lang: 'de',
    });
  });

  it('checks a query the parser did not freeze every time, with a value of its own', () => {
    const validate = compile('querystring');
    const query = { restaurantId: '1', lang: 'de' };
    const first = validate(query);
    expect(first.value).toEqual({ restaurantId: 1, lang: 'de' });
    expect(validate(query).value).not.toBe(first.value);
    query.restaurantId = '2';
    expect(validate(query).value).toEqual({ restaurantId: 2, lang: 'de' });
  });

  it('checks an invalid query every time and refuses a NUL in a name or a value', () => {
    const validate = compile('querystring');
    const invalid = Object.freeze({ restaurantId: 'x' });
    expect(validate(invalid).error).toBeInstanceOf(RequestValidationError);
    expect(validate(invalid).error).toBeInstanceOf(RequestValidationError);
    expect(validate(Object.freeze({ restaurantId: '1', lang: 'd\u0000e' })).error).toBeInstanceOf(
      RequestValidationError,
    );
    expect(validate(Object.freeze({ 'restaurantId\u00001': 'de' })).error).toBeInstanceOf(
      RequestValidationError,
    );
  });

  it('does not remember bodies: each request gets its own value', () => {
    const validate = compile('body');
    const first = validate({ restaurantId: 1 });
    expect(validate({ restaurantId: 1 }).value).not.toBe(first.value);
    expect(Object.isFrozen(first.value)).toBe(false);
  });
});
