import type { BasketDto } from '@tavola/contracts';
import {
  amountsWithinCap,
  basketQuantityProblem,
  type LimitedLine,
  maxOrderAmount,
  type QuantityLimits,
  type QuantityProblem,
  quantityLimitsFrom,
} from '@tavola/domain';
import { formatMoney, type Locale, type ServerMessageKey } from '@tavola/i18n';
import { HttpError } from '../../lib/http-error';
import { type RestaurantRow, restaurantSettings } from '../restaurants';
import type { BasketContents } from './basket.repository';

/** A restaurant's quantity caps (its settings, else the defaults of decision 016). */
const quantityLimitsOf = (restaurant: RestaurantRow): QuantityLimits =>
  quantityLimitsFrom(restaurantSettings(restaurant));

const problemMessages: Record<QuantityProblem['kind'], { field: string; key: ServerMessageKey }> = {
  line_quantity: { field: 'quantity', key: 'line_quantity_max' },
  basket_units: { field: 'quantity', key: 'basket_units_max' },
  basket_lines: { field: 'productId', key: 'basket_lines_max' },
  option_quantity: { field: 'attributeItems', key: 'option_quantity_max' },
};

/** Issue 14: 422 on the field at fault when lines would break one of the restaurant's quantity caps. */
export function assertQuantityLimits(restaurant: RestaurantRow, lines: readonly LimitedLine[]): void {
  const problem = basketQuantityProblem(lines, quantityLimitsOf(restaurant));
  if (!problem) return;
  const { field, key } = problemMessages[problem.kind];
  const params = { max: problem.max };
  throw new HttpError(422, key, params, { [field]: [{ key, params }] });
}

/** The basket's lines with their package choices and options, as the caps count them. */
export const limitedLines = (contents: BasketContents): LimitedLine[] =>
  contents.lines.map((line) => ({
    quantity: line.quantity,
    packageItems: contents.packageItems.filter((item) => item.basketProductId === line.id),
    options: contents.options.filter((option) => option.basketProductId === line.id),
  }));

/**
 * Issue 14: every amount of a priced basket stays within the cap, so an order made from it fits
 * its integer columns (decision 016); 422 on `totalPrice` otherwise.
 */
export function assertAmountLimit(restaurant: RestaurantRow, locale: Locale, view: BasketDto): void {
  const amounts = [
    view.totalPrice,
    view.totalWithDiscount,
    view.voucherValue,
    view.shipping_price,
    view.tip,
    ...view.products.flatMap((line) => [line.price, line.totalPrice]),
  ];
  if (amountsWithinCap(amounts)) return;
  const params = { amount: formatMoney(maxOrderAmount, restaurant.currency, locale) };
  throw new HttpError(422, 'order_amount_max', params, { totalPrice: [{ key: 'order_amount_max', params }] });
}
