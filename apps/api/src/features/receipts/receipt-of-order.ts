import { type LocalizedText, type Receipt, receiptOf, resolveText } from '@tavola/domain';
import type { Locale } from '@tavola/i18n';
import { type RestaurantRow, restaurantLocale } from '../restaurants';
import { invoiceSeller } from './invoice-seller';
import type { OrderLineRow, OrderRow } from './receipt.repository';

/**
 * An order's receipt from its stored rows (decision 086): the seller as the invoice named it
 * (its own name when no legal name was given), names in the reader's language.
 */
export function receiptOfOrder(
  restaurant: RestaurantRow,
  order: OrderRow,
  lines: readonly OrderLineRow[],
  locale: Locale,
): Receipt {
  const fallback = restaurantLocale(restaurant);
  const text = (value: LocalizedText | null) => resolveText(value, locale, fallback);
  return receiptOf({
    seller: invoiceSeller(restaurant, order),
    timeZone: restaurant.timeZone,
    order: {
      id: order.id,
      invoiceNumber: order.invoiceNumber,
      invoicedAt: order.invoicedAt?.getTime() ?? null,
      createdAt: order.createdAt.getTime(),
      deliveryTime: order.deliveryTime?.getTime() ?? null,
      subtotal: order.subtotal,
      depotTotal: order.depotTotal,
      discount: order.discount,
      voucherCode: order.voucherCode,
      shippingPrice: order.shippingPrice,
      tip: order.tip,
      total: order.total,
      currency: order.currency,
      taxLines: order.taxLines,
      contact: order.contact,
    },
    lines: lines.map((line) => ({
      name: text(line.name),
      options: line.options.map((option) =>
        option.quantity > 1 ? `${option.quantity} × ${text(option.name)}` : text(option.name),
      ),
      quantity: line.quantity,
      unitPrice: line.unitPrice,
      totalPrice: line.totalPrice,
      depotName: line.depotName ? text(line.depotName) : null,
      taxParts: line.taxParts,
    })),
  });
}
