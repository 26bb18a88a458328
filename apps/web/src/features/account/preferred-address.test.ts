// @vitest-environment jsdom
import type { AddressDto } from '@tavola/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import { preferredAddress, rememberAddress } from './preferred-address';

const address = (id: number): AddressDto => ({
  id,
  street: `Street ${id}`,
  house_number: '1',
  postal_code: '10115',
  postalCode: '10115',
  city: 'Berlin',
  country: 'DE',
});

describe('preferredAddress', () => {
  beforeEach(() => localStorage.clear());

  it('is the newest saved address when none was used yet', () => {
    expect(preferredAddress(localStorage, 1, [address(3), address(8)])?.id).toBe(8);
  });

  it('is the address used last at this restaurant', () => {
    rememberAddress(localStorage, 1, 3);
    expect(preferredAddress(localStorage, 1, [address(3), address(8)])?.id).toBe(3);
    expect(preferredAddress(localStorage, 2, [address(3), address(8)])?.id).toBe(8);
  });

  it('falls back to the newest when the remembered one was deleted, and is nothing without addresses', () => {
    rememberAddress(localStorage, 1, 5);
    expect(preferredAddress(localStorage, 1, [address(3), address(8)])?.id).toBe(8);
    expect(preferredAddress(localStorage, 1, [])).toBeUndefined();
  });
});
