import { describe, expect, it } from 'vitest';
import {
  addressWithoutSearch,
  rememberSearchedPostalCode,
  searchArrivalOf,
  searchedPostalCode,
} from './search-arrival';

describe('what a restaurant search asked for (issue 33)', () => {
  it('reads the delivery type and the postal code, and nothing else', () => {
    expect(searchArrivalOf('?restaurant=olive-linde&deliveryType=delivery&postalCode=10435&lang=ar')).toEqual(
      {
        deliveryType: 'delivery',
        postalCode: '10435',
      },
    );
    expect(searchArrivalOf('?restaurant=x&deliveryType=takeaway')).toEqual({ deliveryType: 'pickup' });
    expect(searchArrivalOf('?restaurant=x&deliveryType=boat&postalCode=abc')).toEqual({});
    // the search page's own address asks nothing of a restaurant
    expect(searchArrivalOf('?deliveryType=delivery&postalCode=10435')).toEqual({});
    expect(searchArrivalOf('')).toEqual({});
  });

  it('takes them out of the address, leaving the restaurant and the language', () => {
    expect(
      addressWithoutSearch(
        'http://x/?restaurant=olive-linde&deliveryType=delivery&postalCode=10435&lang=ar#top',
      ),
    ).toBe('/?restaurant=olive-linde&lang=ar#top');
  });

  it('keeps the postal code per restaurant', () => {
    const values = new Map<string, string>();
    const storage = {
      getItem: (key: string) => values.get(key) ?? null,
      setItem: (key: string, value: string) => void values.set(key, value),
    } as Storage;
    rememberSearchedPostalCode(storage, 1, '10435');
    rememberSearchedPostalCode(storage, 2, '8001');
    expect(searchedPostalCode(storage, 1)).toBe('10435');
    expect(searchedPostalCode(storage, 2)).toBe('8001');
    expect(searchedPostalCode(storage, 3)).toBeUndefined();
  });
});
