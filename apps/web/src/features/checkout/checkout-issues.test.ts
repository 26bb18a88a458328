import { describe, expect, it } from 'vitest';
import { checkoutIssues } from './checkout-issues';

const rules = { name: 'required', email: 'required', mobile: 'optional', company: 'hidden' } as const;
const shown = ['name', 'email', 'mobile'];

describe('checkoutIssues', () => {
  it('names every required field left empty, blanks included', () => {
    expect(checkoutIssues({ contact: { name: '  ' }, shown, rules, delivery: false })).toEqual({
      name: { kind: 'required' },
      email: { kind: 'required' },
    });
  });

  it('asks for the address on a delivery only', () => {
    const ready = { name: 'Ada', email: 'ada@example.org' };
    expect(checkoutIssues({ contact: ready, shown, rules, delivery: false })).toEqual({});
    expect(Object.keys(checkoutIssues({ contact: ready, shown, rules, delivery: true }))).toEqual([
      'address',
      'house_number',
      'postalCode',
      'city',
    ]);
  });

  it('checks what was typed against the contract, but not fields that are not shown', () => {
    const contact = { name: 'Ada', email: 'ada@', mobile: 'call me', company: 'x'.repeat(200) };
    expect(checkoutIssues({ contact, shown, rules, delivery: false })).toEqual({
      email: { kind: 'email' },
      mobile: { kind: 'phone' },
    });
  });

  it('wants the payFix card when payFix pays', () => {
    const contact = { name: 'Ada', email: 'ada@example.org' };
    expect(
      checkoutIssues({
        contact,
        shown,
        rules,
        delivery: false,
        payfixCard: { qrCode: 'PAYFIX-1', pin: ' ' },
      }),
    ).toEqual({ pin: { kind: 'required' } });
  });
});
