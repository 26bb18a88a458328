import { describe, expect, it } from 'vitest';
import { missingContactFields } from './contact-fields';

describe('missingContactFields', () => {
  const rules = { name: 'required', email: 'required', mobile: 'optional', product_comment: true } as const;
  it('lists required fields that are empty or blank', () => {
    expect(missingContactFields(rules, { name: ' ', email: 'a@b.c' }, false)).toEqual(['name']);
  });
  it('needs the address for delivery', () => {
    expect(missingContactFields(rules, { name: 'A', email: 'a@b.c', address: 'X' }, true)).toEqual([
      'house_number',
      'postalCode',
      'city',
    ]);
  });
});
