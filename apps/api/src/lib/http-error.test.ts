import { describe, expect, it } from 'vitest';
import { HttpError } from './http-error';

/** SPEC §8: a 422 carries per-field messages; HttpError refuses to make one without them. */
describe('HttpError', () => {
  it('makes a 422 that names its fields', () => {
    const error = new HttpError(422, 'basket_empty', undefined, { basketId: [{ key: 'basket_empty' }] });
    expect(error.statusCode).toBe(422);
    expect(error.fields).toEqual({ basketId: [{ key: 'basket_empty' }] });
  });

  it('refuses a 422 without fields, with no field or with a field without messages', () => {
    // @ts-expect-error a 422 needs its fields (type level)
    expect(() => new HttpError(422, 'basket_empty')).toThrow(/422 needs per-field messages/);
    expect(() => new HttpError(422, 'basket_empty', undefined, {})).toThrow(/422 needs per-field messages/);
    expect(() => new HttpError(422, 'basket_empty', undefined, { basketId: [] })).toThrow(
      /422 needs per-field messages/,
    );
  });

  it('makes other answers with or without fields', () => {
    expect(new HttpError(409, 'payment_cannot_update').statusCode).toBe(409);
    expect(new HttpError(404, 'order_not_exist').fields).toBeUndefined();
  });
});
