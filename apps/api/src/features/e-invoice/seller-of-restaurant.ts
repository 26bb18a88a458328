import type { RestaurantRow } from '../restaurants';
import type { Seller } from './xrechnung-invoice';

/** The seller's legal data as the owner keeps it (decision 086), for the e-invoice (decision 088). */
export function sellerOfRestaurant(restaurant: RestaurantRow): Seller {
  const text = (value: string): string | null => value.trim() || null;
  return {
    name: text(restaurant.legalName) ?? restaurant.name,
    // the e-invoice names the VAT ID without the spaces people group it with
    vatId: text(restaurant.vatId.replaceAll(' ', '')),
    taxNumber: text(restaurant.taxNumber),
    street: restaurant.street,
    postalCode: restaurant.postalCode,
    city: restaurant.city,
    country: restaurant.country,
    email: restaurant.email,
    telephone: restaurant.telephone,
  };
}
