import { missingBusinessBuyerFields } from '@tavola/domain';
import { HttpError } from '../../lib/http-error';
import { type RestaurantRow, restaurantSettings } from '../restaurants';

/**
 * Issue 36 (decision 088): a VAT ID is taken only where the owner turned business invoices on;
 * elsewhere it is refused (422 on the field), never kept silently for an invoice nobody makes.
 */
export function refuseVatIdUnlessOffered(restaurant: RestaurantRow, vatId: string | null | undefined): void {
  if (!vatId || restaurantSettings(restaurant).business_invoices) return;
  throw new HttpError(422, 'business_invoices_off', undefined, {
    vat_id: [{ key: 'business_invoices_off' }],
  });
}

/** At checkout: a business guest's VAT ID (still offered) with the company and its address an invoice needs. */
export function checkBusinessContact(
  restaurant: RestaurantRow,
  contact: Readonly<Record<string, string | undefined>>,
): void {
  refuseVatIdUnlessOffered(restaurant, contact.vat_id);
  const missing = missingBusinessBuyerFields(contact);
  if (missing.length === 0) return;
  throw new HttpError(
    422,
    'field_required',
    { field: missing[0] ?? '' },
    Object.fromEntries(
      missing.map((field) => [field, [{ key: 'field_required' as const, params: { field } }]]),
    ),
  );
}
