import { type DeliveryType, parseDeliveryType } from '@tavola/domain';

/**
 * Issue 33: the restaurant search (decision 031) opens a storefront with what the guest asked
 * for: `deliveryType` and `postalCode`. The storefront keeps them (the type for the menu and the
 * new basket, the postal code for the checkout's address) and they leave the address, as a
 * table's parameters do, so a reload or a shared link does not ask again.
 */
export interface SearchArrival {
  deliveryType?: DeliveryType;
  postalCode?: string;
}

const searchParams = ['deliveryType', 'postalCode'] as const;
const postalCodeKey = 'searchedPostalCode';

/**
 * What a search asked for, from an address's query; nothing that is not a type or a postal code.
 * Only an address naming a restaurant (the search's links do) counts: the search page's own
 * address holds the same parameters.
 */
export function searchArrivalOf(search: string): SearchArrival {
  const params = new URLSearchParams(search);
  if (!params.get('restaurant')) return {};
  const deliveryType = parseDeliveryType(params.get('deliveryType'));
  const postalCode = params.get('postalCode')?.trim();
  return {
    ...(deliveryType ? { deliveryType } : {}),
    ...(postalCode && /^\d{4,5}$/.test(postalCode) ? { postalCode } : {}),
  };
}

/** The address without the search's parameters (path, the other parameters and the hash stay). */
export function addressWithoutSearch(href: string): string {
  const url = new URL(href);
  for (const name of searchParams) url.searchParams.delete(name);
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The postal code a search of this tab asked for at a restaurant, for its checkout. */
export function searchedPostalCode(storage: Storage, restaurantId: number): string | undefined {
  try {
    const all: unknown = JSON.parse(storage.getItem(postalCodeKey) ?? '{}');
    const code =
      typeof all === 'object' && all !== null ? (all as Record<string, unknown>)[restaurantId] : undefined;
    return typeof code === 'string' ? code : undefined;
  } catch {
    return undefined;
  }
}

export function rememberSearchedPostalCode(storage: Storage, restaurantId: number, postalCode: string): void {
  try {
    const all: unknown = JSON.parse(storage.getItem(postalCodeKey) ?? '{}');
    const known = typeof all === 'object' && all !== null ? all : {};
    storage.setItem(postalCodeKey, JSON.stringify({ ...known, [restaurantId]: postalCode }));
  } catch {
    // storage turned off or full: the guest types the postal code at checkout
  }
}
