import type { BasketDto } from '@tavola/contracts';
import type { Database } from '@tavola/db';
import { type DeliveryType, minimumBlocksOrder, missingContactFields } from '@tavola/domain';
import { formatMoney, type Locale } from '@tavola/i18n';
import { HttpError } from '../../../lib/http-error';
import { type BasketContents, type BasketRow, checkBusinessContact, notInAreaError } from '../../basket';
import { type RestaurantRow, restaurantSettings } from '../../restaurants';
import { invalid } from './order-caller';

/**
 * Who: the contact fields the restaurant requires (a business guest's too); a delivery also needs an address in one of
 * its areas and the area's minimum order (the verdict the basket answer led the storefront to).
 */
export async function checkContact(
  tx: Database,
  restaurant: RestaurantRow,
  order: { basket: BasketRow; contents: BasketContents; view: BasketDto; deliveryType: DeliveryType },
  locale: Locale,
): Promise<void> {
  const { basket, contents, view, deliveryType } = order;
  const contact = basket.contact as Record<string, string | undefined>;
  const missing = missingContactFields(
    restaurantSettings(restaurant).personal_information_fields,
    contact,
    deliveryType === 'delivery',
  );
  if (missing.length) {
    throw new HttpError(
      422,
      'field_required',
      { field: missing[0] ?? '' },
      Object.fromEntries(
        missing.map((field) => [field, [{ key: 'field_required' as const, params: { field } }]]),
      ),
    );
  }
  // issue 36 (decision 088): a business guest needs the company and its address on the invoice
  checkBusinessContact(restaurant, contact);
  if (deliveryType !== 'delivery') return;
  if (!contents.area)
    throw await notInAreaError(tx, restaurant.id, contact.postalCode ?? basket.postalCode ?? '', locale);
  if (minimumBlocksOrder(view.minimum_order)) {
    throw invalid('totalPrice', 'minimum_order_value', {
      amount: formatMoney(contents.area.minimumOrderValue, restaurant.currency, locale),
    });
  }
}
