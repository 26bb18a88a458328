import { type Database, schema } from '@tavola/db';
import { openOrderStatuses, paymentStates, releasesResources } from '@tavola/domain';
import { and, asc, desc, eq, gte, inArray, lt, not, or, type SQL, sql } from 'drizzle-orm';

const { orders } = schema;

/** An order without a delivery time is wanted as soon as possible: its creation time stands in. */
const dueAt = sql`coalesce(${orders.deliveryTime}, ${orders.createdAt})`;

/** issue 15: an online payment that failed, was cancelled or expired ends the order */
const endedPaymentStates = paymentStates.filter(releasesResources);
const paymentEnded = and(eq(orders.isOnlinePayment, true), inArray(orders.paymentState, endedPaymentStates));
/** what the kitchen still has to deal with: received or in progress, its payment not ended */
const open = and(inArray(orders.status, [...openOrderStatuses]), not(paymentEnded!));

/**
 * Issue 34: the board's orders. Every open order whatever day it is due (an old order still new
 * stays in sight), earliest due first; then the finished orders placed or due today, the last
 * finished first.
 */
export async function findBoardOrders(
  db: Database,
  board: { restaurantId: number; todayStart: Date; todayEnd: Date; openLimit: number; doneLimit: number },
) {
  const ofRestaurant = eq(orders.restaurantId, board.restaurantId);
  const within = (column: SQL) => and(gte(column, board.todayStart), lt(column, board.todayEnd));
  const [openRows, doneRows] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(and(ofRestaurant, open))
      .orderBy(asc(dueAt), asc(orders.id))
      .limit(board.openLimit),
    db
      .select()
      .from(orders)
      .where(and(ofRestaurant, not(open!), or(within(sql`${orders.createdAt}`), within(dueAt))))
      .orderBy(desc(orders.updatedAt), desc(orders.id))
      .limit(board.doneLimit),
  ]);
  return [...openRows, ...doneRows];
}

/** `%` and `_` typed by a manager are letters, not ILIKE's wildcards */
const likeText = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/**
 * Issue 34: the restaurant's orders found by number, phone digits or name / e-mail, any day,
 * newest first. Phones are compared digit by digit, whatever spaces or signs were stored.
 */
export function searchOrders(
  db: Database,
  search: {
    restaurantId: number;
    orderId?: number;
    phoneDigits?: readonly string[];
    text?: string;
    limit: number;
  },
) {
  const ways: (SQL | undefined)[] = [
    search.orderId !== undefined ? eq(orders.id, search.orderId) : undefined,
    ...(search.phoneDigits ?? []).map(
      (digits) =>
        sql`regexp_replace(coalesce(${orders.contact}->>'mobile', ''), '[^0-9]', '', 'g') like ${`%${digits}%`}`,
    ),
    ...(search.text
      ? [
          sql`(${orders.contact}->>'name') ilike ${likeText(search.text)}`,
          sql`(${orders.contact}->>'email') ilike ${likeText(search.text)}`,
        ]
      : []),
  ];
  return db
    .select()
    .from(orders)
    .where(and(eq(orders.restaurantId, search.restaurantId), or(...ways)))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(search.limit);
}
