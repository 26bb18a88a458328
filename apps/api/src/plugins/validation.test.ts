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
  it('remembers a valid query: the same frozen value for the same query, a fresh check for another', () => {
    const validate = compile('querystring');
    const first = validate({ restaurantId: '1', lang: 'de' });
    expect(first.value).toEqual({ restaurantId: 1, lang: 'de' });
    expect(Object.isFrozen(first.value)).toBe(true);
    expect(validate({ restaurantId: '1', lang: 'de' }).value).toBe(first.value);
    expect(validate({ restaurantId: '2', lang: 'de' }).value).toEqual({ restaurantId: 2, lang: 'de' });
  });

  it('checks an invalid query every time and refuses a NUL in a name or a value', () => {
    const validate = compile('querystring');
    expect(validate({ restaurantId: 'x' }).error).toBeInstanceOf(RequestValidationError);
    expect(validate({ restaurantId: 'x' }).error).toBeInstanceOf(RequestValidationError);
    expect(validate({ restaurantId: '1', lang: 'd\u0000e' }).error).toBeInstanceOf(RequestValidationError);
    // a NUL in a name could make the key of another, remembered query: checked as it is
    expect(validate({ restaurantId: '1', lang: 'de' }).value).toEqual({ restaurantId: 1, lang: 'de' });
    expect(validate({ 'restaurantId\u00001\u0000lang': 'de' }).error).toBeInstanceOf(RequestValidationError);
  });

  it('does not remember bodies: each request gets its own value', () => {
    const validate = compile('body');
    const first = validate({ restaurantId: 1 });
    expect(validate({ restaurantId: 1 }).value).not.toBe(first.value);
    expect(Object.isFrozen(first.value)).toBe(false);
  });
});
