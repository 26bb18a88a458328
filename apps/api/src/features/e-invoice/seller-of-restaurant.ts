import type { RestaurantRow } from '../restaurants';
import type { Seller } from './xrechnung-invoice';

/**
 * The seller's legal data, read from the restaurant (decision 088). The legal name, VAT ID and
 * tax number are looked for in the restaurant's settings until they have fields of their own:
 * this is the one place to change when they do.
 */
export function sellerOfRestaurant(restaurant: RestaurantRow): Seller {
  const settings = restaurant.settings;
  const text = (key: string): string | null => {
    const value = settings[key];
    return typeof value === 'string' && value.trim() ? value.trim() : null;
  };
  return {
    name: text('legal_name') ?? restaurant.name,
    vatId: text('vat_id'),
    taxNumber: text('tax_number'),
    street: restaurant.street,
    postalCode: restaurant.postalCode,
    city: restaurant.city,
    country: restaurant.country,
    email: restaurant.email,
    telephone: restaurant.telephone,
  };
}
