import type { AddressDto } from '@tavola/contracts';

/**
 * Issue 15: the saved address a customer ordered to last is chosen for them at the next
 * checkout. The API keeps no "default" address (SPEC §3 User), so the browser remembers which
 * one was picked, per restaurant; without that memory the newest saved address is the guess.
 */
const keyOf = (restaurantId: number) => `tavola.lastAddress.${restaurantId}`;

export function rememberAddress(storage: Storage, restaurantId: number, addressId: number): void {
  try {
    storage.setItem(keyOf(restaurantId), String(addressId));
  } catch {
    // storage turned off: the newest address is chosen next time
  }
}

export function preferredAddress(
  storage: Storage,
  restaurantId: number,
  addresses: readonly AddressDto[],
): AddressDto | undefined {
  const remembered = Number(storage.getItem(keyOf(restaurantId)));
  return addresses.find((address) => address.id === remembered) ?? addresses.at(-1);
}
