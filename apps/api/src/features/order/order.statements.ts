import { type Database, schema, statement } from '@tavola/db';
import { eq, sql } from 'drizzle-orm';

/**
 * create-order's writes as named statements whose SQL Drizzle builds once (decision 061): they
 * run on the order's transaction. Building the order's insert was ~5 % of create-order's CPU.
 */
const orderFields = [
  'restaurantId',
  'userId',
  'guestId',
  'idempotencyKey',
  'basketId',
  'deliveryType',
  'deliveryTime',
  'slotStart',
  'tableId',
  'tablePaymentSessionId',
  'paymentType',
  'paymentState',
  'isOnlinePayment',
  'contact',
  'subtotal',
  'depotTotal',
  'shippingPrice',
  'tip',
  'voucherId',
  'voucherCode',
  'discount',
  'total',
  'taxLines',
  'currency',
  'lang',
  // the app's clock (decision 021): a column default would be computed once, when it is built
  'createdAt',
  'updatedAt',
] as const;
type OrderValues = Required<Pick<typeof schema.orders.$inferInsert, (typeof orderFields)[number]>>;
type LineValues = typeof schema.orderProducts.$inferInsert;

/** Each field of `fields` as the placeholder of the same name (prefixed for a row of several). */
const placeholders = (fields: readonly string[], prefix = '') =>
  Object.fromEntries(fields.map((field) => [field, sql.placeholder(`${prefix}${field}`)])) as never;

const orderInsert = statement('order_insert', (db) =>
  db.insert(schema.orders).values(placeholders(orderFields)).returning(),
);
export async function insertOrder(db: Database, values: OrderValues) {
  const [order] = await orderInsert(db, values);
  if (!order) throw new Error('order insert returned nothing');
  return order;
}

const lineFields = [
  'restaurantId',
  'orderId',
  'productId',
  'name',
  'quantity',
  'unitPrice',
  'totalPrice',
  'depotName',
  'depotPrice',
  'options',
  'taxParts',
  'extraInfo',
] as const;
type LineRow = Required<Pick<LineValues, (typeof lineFields)[number]>>;

/** One statement per number of lines, up to this many; a larger order's insert is built for it. */
const mostLinesPrepared = 20;
const lineInserts = Array.from({ length: mostLinesPrepared + 1 }, (_, count) =>
  statement(`order_lines_insert_${count}`, (db) =>
    db
      .insert(schema.orderProducts)
      .values(Array.from({ length: count }, (_, row) => placeholders(lineFields, `l${row}_`)))
      .returning(),
  ),
);

/** The order's lines, returned as written. */
export function insertOrderLines(db: Database, lines: readonly LineRow[]) {
  if (lines.length === 0) return Promise.resolve([]);
  const insert = lineInserts[lines.length];
  if (!insert)
    return db
      .insert(schema.orderProducts)
      .values([...lines])
      .returning();
  const values: Record<string, unknown> = {};
  lines.forEach((line, row) => {
    for (const field of lineFields) values[`l${row}_${field}`] = line[field];
  });
  return insert(db, values);
}

const basketDelete = statement('basket_delete', (db) =>
  db.delete(schema.baskets).where(eq(schema.baskets.id, sql.placeholder('basketId'))),
);
/** The ordered basket is gone with the order's commit. */
export const deleteBasket = (db: Database, basketId: string) => basketDelete(db, { basketId });
