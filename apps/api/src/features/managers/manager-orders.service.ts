import type { ManagerOrder } from '@tavola/contracts';
import { type Database, schema } from '@tavola/db';
import {
  addDays,
  canChangeOrderStatus,
  epochOfLocal,
  formatLocalDateTime,
  type OrderStatus,
  orderStage,
  orderStatusesAllowed,
  paymentHold,
  resolveText,
  toLocalMoment,
} from '@tavola/domain';
import type { Locale } from '@tavola/i18n';
import { eq } from 'drizzle-orm';
import { HttpError, notFound } from '../../lib/http-error';
import { taxLineDtos } from '../../lib/tax-line-dtos';
import { releaseOrderResources } from '../order-resources';
import { type RestaurantRow, restaurantLocale } from '../restaurants';
import {
  findOrder,
  findOrderDetails,
  findOrdersPage,
  findStatusChanges,
  type OrderLineRow,
  type OrderRow,
} from './manager-orders.repository';

export interface View {
  restaurant: RestaurantRow;
  locale: Locale;
}

const localTime = (instant: Date, zone: string) =>
  formatLocalDateTime(toLocalMoment(instant.getTime(), zone));

function toLine(line: OrderLineRow, view: View, fallback: string) {
  const text = (value: Parameters<typeof resolveText>[0]) => resolveText(value, view.locale, fallback);
  return {
    id: line.id,
    product_id: line.productId,
    name: text(line.name),
    quantity: line.quantity,
    unitPrice: line.unitPrice,
    totalPrice: line.totalPrice,
    depot:
      line.depotName && line.depotPrice > 0 ? { name: text(line.depotName), price: line.depotPrice } : null,
    options: line.options.map((option) => ({
      kind: option.kind,
      name: text(option.name),
      quantity: option.quantity,
      price: option.price,
    })),
    comment: line.extraInfo.comment ?? null,
    // a product asks for a name, a date or both: what it did not ask for reads empty
    details: (line.extraInfo.itemDetails ?? []).map((detail) => ({
      fullName: detail.fullName ?? '',
      date: detail.date ?? '',
    })),
  };
}

export function toManagerOrder(
  order: OrderRow,
  lines: readonly OrderLineRow[],
  table: { id: number; name: string } | undefined,
  view: View,
): ManagerOrder {
  const zone = view.restaurant.timeZone;
  const fallback = restaurantLocale(view.restaurant);
  return {
    id: order.id,
    status: order.status,
    next_statuses: [...orderStatusesAllowed(order)],
    ready_at: order.readyAt?.toISOString() ?? null,
    payment: order.paymentType,
    paymentState: order.paymentState,
    is_online_payment: order.isOnlinePayment,
    payment_hold: paymentHold(order) ?? null,
    deliveryType: order.deliveryType,
    deliveryTime: order.deliveryTime ? localTime(order.deliveryTime, zone) : null,
    created_at: order.createdAt.toISOString(),
    created_time: localTime(order.createdAt, zone),
    user_details: Object.fromEntries(
      Object.entries(order.contact).filter(([, value]) => typeof value === 'string' && value !== ''),
    ) as Record<string, string>,
    table: table ?? null,
    subtotal: order.subtotal,
    shipping_price: order.shippingPrice,
    tip: order.tip,
    voucher: order.voucherCode,
    discount: order.discount,
    total: order.total,
    currency: order.currency,
    lang: order.lang,
    products: lines.filter((line) => line.orderId === order.id).map((line) => toLine(line, view, fallback)),
  };
}

/** Orders as the manager area reads them: with their lines and tables, in the manager's language. */
export async function withDetails(db: Database, view: View, list: readonly OrderRow[]) {
  const { lines, tables } = await findOrderDetails(db, view.restaurant.id, list);
  return list.map((order) =>
    toManagerOrder(order, lines, order.tableId ? tables.get(order.tableId) : undefined, view),
  );
}

/**
 * Issue 7 GET managers/order: the orders of calendar days in the restaurant's zone (today when
 * no date is named), by creation time or by delivery time, a page at a time.
 */
export async function listManagerOrders(
  db: Database,
  view: View,
  query: {
    from_date?: string;
    to_date?: string;
    filter_type: 'create' | 'delivery';
    status?: OrderStatus;
    page: number;
    per_page: number;
  },
  now = Date.now(),
) {
  const zone = view.restaurant.timeZone;
  const from = query.from_date ?? query.to_date ?? toLocalMoment(now, zone).date;
  const to = query.to_date ?? from;
  if (to < from) {
    throw new HttpError(422, 'pattern_dates', undefined, { to_date: [{ key: 'pattern_dates' }] });
  }
  const { rows, total } = await findOrdersPage(db, {
    restaurantId: view.restaurant.id,
    start: new Date(epochOfLocal(from, 0, zone)),
    end: new Date(epochOfLocal(addDays(to, 1), 0, zone)),
    filterType: query.filter_type,
    status: query.status,
    page: query.page,
    perPage: query.per_page,
  });
  const offset = (query.page - 1) * query.per_page;
  return {
    data: await withDetails(db, view, rows),
    meta: {
      current_page: query.page,
      per_page: query.per_page,
      total,
      last_page: Math.max(1, Math.ceil(total / query.per_page)),
      from: rows.length ? offset + 1 : null,
      to: rows.length ? offset + rows.length : null,
    },
  };
}

/** One order with the record of its status changes (who and when). */
export async function showManagerOrder(db: Database, view: View, orderId: number) {
  const order = await findOrder(db, view.restaurant.id, orderId);
  if (!order) throw notFound('order_not_exist');
  const [[details], changes] = await Promise.all([
    withDetails(db, view, [order]),
    findStatusChanges(db, view.restaurant.id, orderId),
  ]);
  return {
    ...details!,
    tax_lines: taxLineDtos(order.taxLines),
    invoice_number: order.invoiceNumber,
    credit_note_number: order.creditNoteNumber,
    status_changes: changes.map((change) => ({
      from: change.from,
      to: change.to,
      at: change.at.toISOString(),
      manager: change.manager,
    })),
  };
}

/**
 * Issue 7 POST managers/order/change-status: only along the domain's transitions, on the
 * locked order row (two managers pressing at once: the second sees the first's status and is
 * refused), recorded with the manager and the time in order_status_changes. Issue 15: an
 * order paid online moves only once paid (a conflict with its payment, not a field at fault).
 */
export async function changeOrderStatus(
  db: Database,
  view: View,
  input: { managerId: number; orderId: number; status: OrderStatus },
): Promise<ManagerOrder> {
  const order = await db.transaction(async (tx) => {
    const current = await findOrder(tx, view.restaurant.id, input.orderId, true);
    if (!current) throw notFound('order_not_exist');
    const hold = paymentHold(current);
    if (hold)
      throw new HttpError(
        409,
        hold === 'awaiting_payment' ? 'order_awaiting_payment' : 'order_payment_ended',
      );
    if (!canChangeOrderStatus(current.status, input.status)) {
      const params = { from: current.status, to: input.status };
      throw new HttpError(422, 'status_transition_refused', params, {
        status: [{ key: 'status_transition_refused', params }],
      });
    }
    const [updated] = await tx
      .update(schema.orders)
      .set({ status: input.status })
      .where(eq(schema.orders.id, current.id))
      .returning();
    await tx.insert(schema.orderStatusChanges).values({
      restaurantId: view.restaurant.id,
      orderId: current.id,
      // issue 34: an order called ready is handed over from that step (decision 082)
      fromStatus: orderStage(current),
      toStatus: input.status,
      managerId: input.managerId,
    });
    if (input.status === 'rejected') {
      // a rejected order's stock, voucher use and slot are free again; what was paid is owed back
      await releaseOrderResources(tx, current.id);
      if (current.paymentState === 'paid') {
        await tx
          .update(schema.orders)
          .set({ paymentState: 'refund_ready' })
          .where(eq(schema.orders.id, current.id));
      }
    }
    return updated!;
  });
  const [answer] = await withDetails(db, view, [order]);
  return answer!;
}
