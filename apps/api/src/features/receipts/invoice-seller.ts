import type { InvoiceSeller } from '@tavola/domain';
import type { RestaurantRow } from '../restaurants';

/**
 * Issue 36: who sells, as an invoice names them. An invoiced order keeps the seller of the
 * moment its number was given (migration 0016); an order without a number yet (an order
 * confirmation) names the restaurant as it is now.
 */
export function invoiceSeller(
  restaurant: RestaurantRow,
  order: { seller: InvoiceSeller | null },
): InvoiceSeller {
  return (
    order.seller ?? {
      name: restaurant.legalName || restaurant.name,
      street: restaurant.street,
      postalCode: restaurant.postalCode,
      city: restaurant.city,
      country: restaurant.country,
      vatId: restaurant.vatId,
      taxNumber: restaurant.taxNumber,
      email: restaurant.email,
      telephone: restaurant.telephone,
    }
  );
}
