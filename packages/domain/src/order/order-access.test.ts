import { describe, expect, it } from 'vitest';
import { mayReadOrder } from './order-access';

const guestOrder = { token: 'order-token', guestId: 'guest-1', userId: null };
const customerOrder = { token: 'other-token', guestId: null, userId: 7 };

describe('mayReadOrder', () => {
  it('lets whoever holds the order’s token read it, with any token or none', () => {
    expect(mayReadOrder(guestOrder, 'order-token', undefined)).toBe(true);
    expect(mayReadOrder(customerOrder, 'other-token', { kind: 'public', guestId: 'guest-2' })).toBe(true);
  });
  it('lets the guest who placed it and the customer whose it is read it', () => {
    expect(mayReadOrder(guestOrder, undefined, { kind: 'public', guestId: 'guest-1' })).toBe(true);
    expect(mayReadOrder(customerOrder, undefined, { kind: 'customer', userId: 7 })).toBe(true);
  });
  it('refuses another guest, another customer, a wrong or empty token, and a manager', () => {
    expect(mayReadOrder(guestOrder, undefined, { kind: 'public', guestId: 'guest-2' })).toBe(false);
    expect(mayReadOrder(customerOrder, undefined, { kind: 'customer', userId: 8 })).toBe(false);
    expect(mayReadOrder(guestOrder, 'wrong', undefined)).toBe(false);
    expect(mayReadOrder(guestOrder, '', undefined)).toBe(false);
    expect(mayReadOrder(guestOrder, undefined, { kind: 'manager' })).toBe(false);
    // a customer's order has no guest: no guest token reads it by its missing guest id
    expect(mayReadOrder(customerOrder, undefined, { kind: 'public', guestId: '' })).toBe(false);
  });
});
