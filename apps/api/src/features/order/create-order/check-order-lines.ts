import { type DeliveryType, type LocalMoment, resolveText } from '@tavola/domain';
import type { Locale } from '@tavola/i18n';
import { type BasketContents, lineAvailableAt, lineOptionsProblem } from '../../basket';
import type { RestaurantRow } from '../../restaurants';
import { invalid } from './order-caller';

/**
 * What: every line's product still sold, for this way of ordering, at the order's time, and
 * with the options its groups require (SPEC §5), whatever the basket holds.
 */
export function checkOrderLines(
  restaurant: RestaurantRow,
  order: { contents: BasketContents; deliveryType: DeliveryType; moment: LocalMoment },
  words: { locale: Locale; fallback: Locale },
): void {
  const { contents, deliveryType, moment } = order;
  for (const line of contents.lines) {
    const product = contents.catalogue.get(line.productId);
    const name = resolveText(product?.name, words.locale, words.fallback);
    if (!product?.active) throw invalid('name', 'product_not_exist');
    if (!product.deliveryTypes.includes(deliveryType))
      throw invalid('name', 'product_not_available_type', { name });
    if (!lineAvailableAt(restaurant, deliveryType, product, line, moment)) {
      throw invalid('name', 'product_not_available_date', { name });
    }
    const chosen = contents.options
      .filter((option) => option.basketProductId === line.id)
      .map((option) => ({ id: option.pivotId, quantity: option.quantity }));
    const options = product.isPackage ? undefined : lineOptionsProblem(product, chosen, words);
    if (options && 'gone' in options) throw invalid('name', 'order_line_option_gone', { name });
    if (options) throw invalid('name', 'order_line_option_needed', { name, group: options.group });
  }
}
