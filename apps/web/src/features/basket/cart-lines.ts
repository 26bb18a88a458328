import type { BasketDto, BasketProductDto } from '@tavola/contracts';
import { type CartLineStock, quantitiesInCart } from '@tavola/domain';

/** A basket's lines as the stock rules read them (package items per one package). */
export function stockLines(basket: BasketDto | undefined): CartLineStock[] {
  return (basket?.products ?? []).map((line) => ({
    productId: line.RestaurantProductId,
    quantity: line.quantity,
    packageItems: line.items.map((item) => ({
      productId: item.RestaurantProductId,
      quantity: item.quantity,
    })),
  }));
}

/** How many units of each product the basket holds (SPEC §4 Stock), by the domain rule. */
export const basketQuantities = (basket: BasketDto | undefined): Map<number, number> =>
  quantitiesInCart(stockLines(basket));

/**
 * How many of each product the guest ordered as such (its lines, whatever their options), not
 * counting its units inside set menus: what a menu card shows as 'N in the basket' (issue 15).
 */
export function orderedQuantities(basket: BasketDto | undefined): Map<number, number> {
  const quantities = new Map<number, number>();
  for (const line of basket?.products ?? [])
    quantities.set(line.RestaurantProductId, (quantities.get(line.RestaurantProductId) ?? 0) + line.quantity);
  return quantities;
}

/** SPEC §4 Delivery type change: whether the cart shrank (lines or units went away). */
export function cartShrank(before: BasketDto | undefined, after: BasketDto): boolean {
  if (!before) return false;
  return after.products.length < before.products.length || after.items_count < before.items_count;
}

/**
 * The line the cart's extras panel counts for a product: one without options, package
 * choices or comment (adding to it raises its quantity rather than making a second line).
 */
export function plainLine(basket: BasketDto | undefined, productId: number): BasketProductDto | undefined {
  return basket?.products.find(
    (line) =>
      line.RestaurantProductId === productId &&
      line.attributeItems.length === 0 &&
      line.items.length === 0 &&
      !line.extra_info.comment,
  );
}
