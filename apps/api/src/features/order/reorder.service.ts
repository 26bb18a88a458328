import { schema } from '@tavola/db';
import { formatLocalDateTime, mayReadOrder, toLocalMoment } from '@tavola/domain';
import { and, asc, eq } from 'drizzle-orm';
import { HttpError, notFound } from '../../lib/http-error';
import {
  addPackage,
  addProduct,
  assertBasketAccess,
  assertQuantityLimits,
  type BasketCaller,
  findBasket,
  setDeliveryTime,
} from '../basket';
import type { OrderCaller } from './create-order';

type OrderLine = typeof schema.orderProducts.$inferSelect;

export interface Reordered {
  basketId: string;
  /** the contact the order was placed with, for the checkout to show again */
  contact: Record<string, string>;
  /** lines of the order the basket could not take back (no longer offered, sold out, changed) */
  removed: number;
}

const optionsOf = (line: OrderLine, kind: OrderLine['options'][number]['kind']) =>
  line.options.filter((option) => option.kind === kind);

/**
 * Puts one order line back into the basket through the basket's own rules (options within
 * their groups, package steps, stock, caps, the product still on the menu); false when they
 * refuse it. An option without its source (an order placed before they were kept) cannot be
 * chosen again, so a line that needs one is refused too.
 */
async function addLineAgain(caller: BasketCaller, basketId: string, line: OrderLine): Promise<boolean> {
  if (line.productId === null) return false;
  const packageChoices = optionsOf(line, 'package');
  const attributes = optionsOf(line, 'attribute');
  if ([...packageChoices, ...attributes].some((option) => option.sourceId === undefined)) return false;
  const extraInfo = line.extraInfo;
  try {
    if (packageChoices.length > 0)
      await addPackage(caller, {
        basketId,
        productId: line.productId,
        quantity: line.quantity,
        productItems: packageChoices.map((choice) => ({
          productId: choice.productId!,
          productPackage: choice.sourceId!,
          quantity: choice.quantity,
        })),
        extraInfo,
      });
    else
      await addProduct(caller, {
        basketId,
        productId: line.productId,
        quantity: line.quantity,
        attributeItems: attributes.map((option) => ({ id: option.sourceId!, quantity: option.quantity })),
        extraInfo,
      });
    return true;
  } catch (error) {
    if (error instanceof HttpError) return false;
    throw error;
  }
}

/**
 * SPEC §7 order/create-basket: a new basket, the caller's own, holding the earlier order again
 * as far as the menu still allows: each line with its options or set-menu choices, at today's
 * prices, added through the basket's own rules, and the order's time when it can still be had.
 * What cannot come back is counted (`removed`), for the client's 'Some items are removed from
 * the cart'. The order is the caller's, or its token (the payment link's handle, which also
 * reads it with GET api/order) proves that the caller placed it: after a failed payment the
 * status page's guest may hold another guest token (issue 15).
 */
export async function reorder(
  caller: OrderCaller,
  /** `basketId`: the caller's basket to add to (issue 33: one started after leaving the payment page) */
  input: { orderId: number; token?: string; basketId?: string },
): Promise<Reordered> {
  const { db, restaurant, principal } = caller;
  const [order] = await db
    .select()
    .from(schema.orders)
    .where(and(eq(schema.orders.id, input.orderId), eq(schema.orders.restaurantId, restaurant.id)));
  if (!order || !mayReadOrder(order, input.token, principal)) throw notFound('order_not_exist');
  const lines = await db
    .select()
    .from(schema.orderProducts)
    .where(eq(schema.orderProducts.orderId, order.id))
    .orderBy(asc(schema.orderProducts.id));
  // issue 14: an order placed before the caps may hold more than a basket may now
  assertQuantityLimits(restaurant, lines);
  const basketCaller: BasketCaller = { db, restaurant, principal, locale: caller.locale };
  let basketId: string;
  if (input.basketId) {
    // the guest's own basket keeps its delivery type and time; the order's lines join it
    basketId = assertBasketAccess(await findBasket(db, input.basketId), restaurant.id, principal).id;
  } else {
    const [basket] = await db
      .insert(schema.baskets)
      .values({
        restaurantId: restaurant.id,
        userId: principal?.kind === 'customer' ? principal.userId : null,
        guestId: principal?.kind === 'public' ? principal.guestId : null,
        deliveryType: order.deliveryType,
        contact: order.contact,
      })
      .returning({ id: schema.baskets.id });
    basketId = basket!.id;
    // the time first: a dated dish or a ticket is checked against the basket's time
    if (order.deliveryTime) {
      const wanted = formatLocalDateTime(toLocalMoment(order.deliveryTime.getTime(), restaurant.timeZone));
      await setDeliveryTime(basketCaller, basketId, { deliveryTime: wanted }).catch((error: unknown) => {
        // past, full or closed by now: the guest picks another at checkout
        if (!(error instanceof HttpError)) throw error;
      });
    }
  }
  let removed = 0;
  for (const line of lines) if (!(await addLineAgain(basketCaller, basketId, line))) removed += 1;
  const contact = Object.fromEntries(
    Object.entries(order.contact).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
  return { basketId, contact, removed };
}
