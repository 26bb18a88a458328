import type { AddressDto } from '@tavola/contracts';

/** One line for an address, as lists and confirmations name it. */
export const addressLine = (address: AddressDto) =>
  `${address.street} ${address.house_number}, ${address.postal_code} ${address.city}`;
