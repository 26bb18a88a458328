import { type Database, schema } from '@tavola/db';
import { type BillLine, resolveText, type TableBill, tableBill } from '@tavola/domain';
import type { Locale } from '@tavola/i18n';
import { and, asc, eq, inArray, isNull, ne, or } from 'drizzle-orm';
import type { TableClaimRow, TablePaymentRow } from './table-payments.repository';

const { orders, orderProducts, tablePaymentExternalItems, tablePaymentClaims, tablePaymentClaimLines } =
  schema;

export const orderLineKey = (id: number) => `order-line:${id}`;
export const externalItemKey = (id: number) => `external:${id}`;

export interface LoadedTableBill {
  session: TablePaymentRow;
  bill: TableBill;
  /** a line's name in the reader's language, by key */
  names: Map<string, string>;
  orderIds: number[];
  claims: (TableClaimRow & { lines: { key: string; quantity: number }[] })[];
}

/**
 * The bill of a table as it stands (issue 17): while it is open, every unpaid dine-in order of
 * the table that no other bill paid (orders eaten here, paid on site, not rejected); once
 * closed, the orders it paid. Plus the items the restaurant added, and every claim made on it.
 * The total is what the orders and items cost; each line is priced per unit with its options
 * and deposit.
 */
export async function loadTableBill(
  db: Database,
  session: TablePaymentRow,
  text: { locale: Locale; fallback: Locale },
): Promise<LoadedTableBill> {
  const unpaidAtTable = and(
    eq(orders.tableId, session.tableId),
    eq(orders.deliveryType, 'here'),
    eq(orders.paymentState, 'on_site'),
    ne(orders.status, 'rejected'),
    isNull(orders.tablePaymentSessionId),
  );
  const tableOrders = await db
    .select({ id: orders.id, total: orders.total })
    .from(orders)
    .where(
      and(
        eq(orders.restaurantId, session.restaurantId),
        session.state === 'open'
          ? or(eq(orders.tablePaymentSessionId, session.id), unpaidAtTable)
          : eq(orders.tablePaymentSessionId, session.id),
      ),
    )
    .orderBy(asc(orders.id));
  const orderIds = tableOrders.map((order) => order.id);
  // one after another: inside a transaction the queries share one connection
  const orderLines = orderIds.length
    ? await db
        .select()
        .from(orderProducts)
        .where(
          and(eq(orderProducts.restaurantId, session.restaurantId), inArray(orderProducts.orderId, orderIds)),
        )
        .orderBy(asc(orderProducts.id))
    : [];
  const externalItems = await db
    .select()
    .from(tablePaymentExternalItems)
    .where(eq(tablePaymentExternalItems.sessionId, session.id))
    .orderBy(asc(tablePaymentExternalItems.id));
  const claimRows = await db
    .select()
    .from(tablePaymentClaims)
    .where(eq(tablePaymentClaims.sessionId, session.id))
    .orderBy(asc(tablePaymentClaims.id));
  const claimLines = claimRows.length
    ? await db
        .select()
        .from(tablePaymentClaimLines)
        .where(
          inArray(
            tablePaymentClaimLines.claimId,
            claimRows.map((claim) => claim.id),
          ),
        )
    : [];

  const names = new Map<string, string>();
  const lines: BillLine[] = [];
  for (const line of orderLines) {
    const key = orderLineKey(line.id);
    names.set(key, resolveText(line.name, text.locale, text.fallback));
    lines.push({
      key,
      unitPrice: Math.round(line.totalPrice / line.quantity) + line.depotPrice,
      quantity: line.quantity,
    });
  }
  for (const item of externalItems) {
    const key = externalItemKey(item.id);
    names.set(key, item.name);
    lines.push({ key, unitPrice: item.unitPrice, quantity: item.quantity });
  }
  const claims = claimRows.map((claim) => ({
    ...claim,
    lines: claimLines
      .filter((line) => line.claimId === claim.id)
      .map((line) => ({
        key:
          line.orderProductId !== null
            ? orderLineKey(line.orderProductId)
            : externalItemKey(line.externalItemId!),
        quantity: line.quantity,
      })),
  }));
  const total =
    tableOrders.reduce((sum, order) => sum + order.total, 0) +
    externalItems.reduce((sum, item) => sum + item.unitPrice * item.quantity, 0);
  return { session, bill: tableBill(total, lines, claims), names, orderIds, claims };
}
