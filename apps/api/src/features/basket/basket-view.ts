import type { BasketDto, BasketProductDto } from '@tavola/contracts';
import {
  formatLocalDateTime,
  linePrice,
  orderSummary,
  quantitiesInCart,
  remainingStock,
  resolveText,
  tableCapacityOf,
  toLocalMoment,
} from '@tavola/domain';
import type { Locale } from '@tavola/i18n';
import { mediaUrl } from '../../lib/media-url';
import type { BasketContents, BasketRow } from './basket.repository';

/**
 * Quantities per product in the basket, for stock checks (package choices count per package).
 * A set menu's own units count against its own stock as well, over all its lines whatever was
 * chosen in them (SPEC §4 Stock: remaining = stock minus quantity in cart).
 */
export function basketQuantities(contents: BasketContents): Map<number, number> {
  const lines = contents.lines.map((line) => ({
    productId: line.productId,
    quantity: line.quantity,
    packageItems: contents.packageItems
      .filter((item) => item.basketProductId === line.id)
      .map((item) => ({ productId: item.productId, quantity: item.quantity })),
  }));
  const totals = quantitiesInCart(lines);
  for (const line of lines)
    if (line.packageItems.length)
      totals.set(line.productId, (totals.get(line.productId) ?? 0) + line.quantity);
  return totals;
}

/**
 * SPEC §3 Basket as the storefront shows it: every line priced by the server from today's
 * catalogue (the client never sends a price), texts in the guest's language.
 */
export function basketView(
  basket: BasketRow,
  contents: BasketContents,
  view: {
    locale: Locale;
    fallback: string;
    timeZone: string;
    /** SPEC §3 available_voucher: switched off, a voucher added before counts no more */
    vouchersAccepted: boolean;
  },
): BasketDto {
  const voucher = view.vouchersAccepted ? contents.voucher : null;
  const text = (value: Parameters<typeof resolveText>[0]) => resolveText(value, view.locale, view.fallback);
  const inCart = basketQuantities(contents);
  const deposits = new Map<number, number>();
  const products: BasketProductDto[] = contents.lines.flatMap((line) => {
    const product = contents.catalogue.get(line.productId);
    if (!product) return [];
    const options = contents.options.filter((option) => option.basketProductId === line.id);
    const items = contents.packageItems.filter((item) => item.basketProductId === line.id);
    const itemDepots = items.reduce(
      (sum, item) => sum + (contents.catalogue.get(item.productId)?.depot?.price ?? 0) * item.quantity,
      0,
    );
    const price = linePrice({
      price: product.price,
      options: [...options, ...items].map((option) => ({ price: option.price, quantity: option.quantity })),
      depotPerUnit: (product.depot?.price ?? 0) + itemDepots,
      quantity: line.quantity,
    });
    deposits.set(line.id, price.depotPerUnit * line.quantity);
    return [
      {
        id: line.id,
        basketProductId: line.id,
        RestaurantProductId: product.id,
        name: text(product.name),
        image: mediaUrl(product.imageId),
        quantity: line.quantity,
        price: price.unitPrice,
        totalPrice: price.totalPrice,
        deposit: price.depotPerUnit * line.quantity,
        stock: remainingStock(product.stock, inCart.get(product.id) ?? 0),
        is_package: product.isPackage ? 1 : 0,
        attributeItems: options.map((option) => ({
          id: option.pivotId,
          item: text(option.itemName),
          group: text(option.groupName),
          price: option.price,
          quantity: option.quantity,
        })),
        items: items.map((item) => {
          const chosen = contents.catalogue.get(item.productId);
          return {
            RestaurantProductId: item.productId,
            productPackageId: item.choiceId,
            name: text(chosen?.name),
            quantity: item.quantity,
            price: item.price,
            depot: chosen?.depot ? { name: text(chosen.depot.name), price: chosen.depot.price } : null,
          };
        }),
        depot: product.depot ? { name: text(product.depot.name), price: product.depot.price } : null,
        extra_info: line.extraInfo,
      },
    ];
  });
  const summary = orderSummary({
    lines: products.map((line) => ({
      totalPrice: line.totalPrice,
      depositTotal: deposits.get(line.id) ?? 0,
    })),
    voucher,
    tip: basket.tip,
    deliveryType: basket.deliveryType,
    area: contents.area,
    areas: contents.areas,
  });
  return {
    id: basket.id,
    restaurant_id: basket.restaurantId,
    products,
    items_count: products.reduce((sum, line) => sum + line.quantity, 0),
    deliveryType: basket.deliveryType,
    deliveryTime: basket.deliveryTime
      ? formatLocalDateTime(toLocalMoment(basket.deliveryTime.getTime(), view.timeZone))
      : null,
    duration: basket.duration,
    voucher_code: voucher?.code ?? null,
    voucherValue: summary.discount,
    postalCode: basket.postalCode,
    tip: summary.tip,
    shipping_price: summary.shipping ?? 0,
    // SPEC §3 names: the order value (goods and deposits) and what the guest pays
    totalPrice: summary.subtotal + summary.deposits,
    totalWithDiscount: summary.total,
    summary: {
      subtotal: summary.subtotal,
      deposits: summary.deposits,
      discount: summary.discount,
      shipping: summary.shipping,
      tip: summary.tip,
      total: summary.total,
    },
    minimum_order: summary.minimumOrder,
    table: contents.table && { id: contents.table.id, name: contents.table.name },
    table_id: basket.tableId,
    extra_info: withVisitGuests(basket, contents, view.timeZone),
  };
}

/**
 * SPEC §3 extra_info with the table's guests: the basket's own count, else (issue 33) the one
 * counted for its table's visit, so a second phone and the next round are not asked again.
 */
function withVisitGuests(
  basket: BasketRow,
  contents: BasketContents,
  timeZone: string,
): BasketRow['extraInfo'] {
  if (!contents.table?.guests) return basket.extraInfo;
  const today = toLocalMoment(Date.now(), timeZone).date;
  const guests = tableCapacityOf(basket.extraInfo.table_capacity, contents.table.guests, today);
  return guests ? { ...basket.extraInfo, table_capacity: guests } : basket.extraInfo;
}
