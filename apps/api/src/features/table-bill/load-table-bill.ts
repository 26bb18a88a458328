import { type Database, schema } from '@tavola/db';
import {
  billLines,
  externalItemKey,
  orderLineKey,
  orderTipKey,
  resolveText,
  type TableBill,
  tableBill,
} from '@tavola/domain';
import { type Locale, serverTranslator } from '@tavola/i18n';
import { and, asc, eq, inArray, isNull, ne, or } from 'drizzle-orm';
import type { TableClaimRow, TablePaymentRow } from './table-bill.repository';

const { orders, orderProducts, tablePaymentExternalItems, tablePaymentClaims, tablePaymentClaimLines } =
  schema;

export interface LoadedTableBill {
  session: TablePaymentRow;
  bill: TableBill;
  /** a line's name in the reader's language, by key */
  names: Map<string, string>;
  orderIds: number[];
  /** the orders as rounds, oldest first, with their bill lines' keys */
  rounds: { orderId: number; placedAt: Date; total: number; lines: string[] }[];
  claims: (TableClaimRow & { lines: { key: string; quantity: number; amount: number }[] })[];
}

/**
 * The bill of a table as it stands (issue 17): while it is open, every unpaid dine-in order of
 * the table that no other bill paid (orders eaten here, paid on site, not rejected); once
 * closed, the orders it paid. Plus the items the restaurant added, and every claim made on it.
 * The total is what the orders and items cost; each line costs what its order charged for it
 * (options and deposit included once, its share of a voucher taken off), an order's tip is a
 * line of its own, so the lines add up to the total (billLines, issue 33).
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
    .select({ id: orders.id, total: orders.total, tip: orders.tip, createdAt: orders.createdAt })
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
  for (const line of orderLines)
    names.set(orderLineKey(line.id), resolveText(line.name, text.locale, text.fallback));
  const translate = serverTranslator(text.locale);
  for (const order of tableOrders)
    names.set(orderTipKey(order.id), translate('table_bill_tip_line', { order: String(order.id) }));
  for (const item of externalItems) names.set(externalItemKey(item.id), item.name);
  const lines = billLines(
    tableOrders.map((order) => ({
      ...order,
      lines: orderLines.filter((line) => line.orderId === order.id),
    })),
    externalItems,
  );
  const claims = claimRows.map((claim) => ({
    ...claim,
    lines: claimLines
      .filter((line) => line.claimId === claim.id)
      .map((line) => ({
        key:
          line.orderProductId !== null
            ? orderLineKey(line.orderProductId)
            : line.tipOrderId !== null
              ? orderTipKey(line.tipOrderId)
              : externalItemKey(line.externalItemId!),
        quantity: line.quantity,
        amount: line.amount,
      })),
  }));
  const total =
    tableOrders.reduce((sum, order) => sum + order.total, 0) +
    externalItems.reduce((sum, item) => sum + item.unitPrice * item.quantity, 0);
  const rounds = tableOrders.map((order) => ({
    orderId: order.id,
    placedAt: order.createdAt,
    total: order.total,
    lines: [
      ...orderLines.filter((line) => line.orderId === order.id).map((line) => orderLineKey(line.id)),
      ...(order.tip > 0 ? [orderTipKey(order.id)] : []),
    ],
  }));
  return { session, bill: tableBill(total, lines, claims), names, orderIds, rounds, claims };
}
