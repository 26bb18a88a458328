import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { orderRefusalOf } from './order-refusal';

const refused = (errors: Record<string, string[]>, code = 'field_invalid') =>
  new ApiError(422, 'refused', errors, code);
const form = ['name', 'email', 'mobile', 'terms'];

describe('orderRefusalOf', () => {
  it('marks the contact fields the form shows, named as the form names them', () => {
    expect(orderRefusalOf(refused({ 'userInfo.email': ['The email is not valid.'] }), form)).toEqual({
      fields: { email: ['The email is not valid.'] },
    });
    expect(orderRefusalOf(refused({ terms: ['Accept the terms.'] }), form)).toEqual({
      fields: { terms: ['Accept the terms.'] },
    });
  });

  it("takes create-order's own fields as about the order: a dish's name, stock, the table", () => {
    for (const errors of [
      // one field each: a dish, the stock, the table, a contact field the form does not show
      { name: ['Truffle pizza is not available for pickup.'] },
      { inStock: ['Only 2 items in stock.'] },
      { table_id: ['The table does not exist.'] },
      { 'userInfo.city': ['The city is required.'] },
    ] as Record<string, string[]>[])
      expect(orderRefusalOf(refused(errors), form)).toEqual({ proposedTime: undefined });
  });

  it('offers the next free time of a full slot', () => {
    const full = refused(
      { delivery_time: ['12:45 is fully booked.'], validTime: ['2026-12-01 13:15'] },
      'order_limit_reached',
    );
    expect(orderRefusalOf(full, form)).toEqual({ proposedTime: '2026-12-01 13:15' });
  });

  it('names no field for what is not a 422', () => {
    expect(orderRefusalOf(new ApiError(409, 'changed', {}, 'delivery_time_changed'), form)).toEqual({
      proposedTime: undefined,
    });
  });
});
