import type { OrderSummaryDto, PageMeta } from '@tavola/contracts';
import { type Database, schema } from '@tavola/db';
import {
  defaultPageSize,
  formatLocalDateTime,
  isReviewableStatus,
  mayReadOrder,
  pageWindow,
  resolveText,
  toLocalMoment,
} from '@tavola/domain';
import { formatMoney, type Locale, serverTranslator } from '@tavola/i18n';
import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import { HttpError, notFound } from '../../lib/http-error';
import { renderMail } from '../../lib/mail-layout';
import type { Mailer } from '../../plugins/mailer';
import type { Principal } from '../auth';
import { orderMailLines } from '../order-mails';
import { type RestaurantRow, restaurantLocale, restaurantSettings } from '../restaurants';
import type { Customer } from './customer';
import { requireUser } from './profile.service';

const { orders, orderProducts, testimonials } = schema;

const mine = (customer: Customer) =>
  and(eq(orders.restaurantId, customer.restaurantId), eq(orders.userId, customer.userId));

/** Reviews are taken while the shop and reviews are on (SPEC §2 /review), never of a rejected order. */
export const reviewsOpen = (restaurant: RestaurantRow) => {
  const settings = restaurantSettings(restaurant);
  return settings.review_active && settings.shop_providing;
};

const wallClock = (instant: Date | null, timeZone: string) =>
  instant ? formatLocalDateTime(toLocalMoment(instant.getTime(), timeZone)) : null;

/** SPEC §7 order/history: the customer's orders, newest first, a page at a time. */
export async function orderHistory(
  db: Database,
  restaurant: RestaurantRow,
  customer: Customer,
  locale: Locale,
  page: number,
  perPage = defaultPageSize,
): Promise<{ data: OrderSummaryDto[]; meta: PageMeta }> {
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(orders).where(mine(customer));
  const window = pageWindow(total, page, perPage);
  const rows = await db
    .select()
    .from(orders)
    .where(mine(customer))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(window.perPage)
    .offset(window.offset);
  const ids = rows.map((row) => row.id);
  const [lines, reviews] = ids.length
    ? await Promise.all([
        db
          .select({
            orderId: orderProducts.orderId,
            name: orderProducts.name,
            quantity: orderProducts.quantity,
          })
          .from(orderProducts)
          .where(inArray(orderProducts.orderId, ids))
          .orderBy(asc(orderProducts.id)),
        db
          .select({ id: testimonials.id, orderId: testimonials.orderId, rating: testimonials.rating })
          .from(testimonials)
          .where(and(eq(testimonials.restaurantId, restaurant.id), inArray(testimonials.orderId, ids))),
      ])
    : [[], []];
  const fallback = restaurantLocale(restaurant);
  const open = reviewsOpen(restaurant);
  return {
    data: rows.map((order) => {
      const review = reviews.find((entry) => entry.orderId === order.id);
      return {
        id: order.id,
        token: order.token,
        status: order.status,
        payment: order.paymentType,
        paymentState: order.paymentState,
        deliveryType: order.deliveryType,
        deliveryTime: wallClock(order.deliveryTime, restaurant.timeZone),
        total: order.total,
        currency: order.currency,
        created_at: order.createdAt.toISOString(),
        products: lines
          .filter((line) => line.orderId === order.id)
          .map((line) => ({ name: resolveText(line.name, locale, fallback), quantity: line.quantity })),
        review: review ? { id: review.id, rating: review.rating } : null,
        can_review: open && !review && isReviewableStatus(order.status),
      };
    }),
    meta: {
      current_page: window.page,
      last_page: window.lastPage,
      per_page: window.perPage,
      total,
      from: window.from,
      to: window.to,
    },
  };
}

/** One of the customer's own orders; another's is 'does not exist' (404), as if there were none. */
export async function findOwnOrder(db: Database, customer: Customer, orderId: number) {
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), mine(customer)));
  if (!order) throw notFound('order_not_exist');
  return order;
}

/**
 * The order whose bill is asked for, and where the bill goes: a customer's own order to their
 * account's address; an order read with its token, or by the guest who placed it, to the address
 * the order was placed with (issue 32: a guest at a table asks for the bill too). An order the
 * caller may not read 'does not exist' (404); one without an address to send to is a 409.
 */
export async function findBillOrder(
  db: Database,
  restaurantId: number,
  query: { order_id: number; token?: string },
  principal: Principal | undefined,
): Promise<{ order: typeof orders.$inferSelect; to: { email: string }; caller: string }> {
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, query.order_id), eq(orders.restaurantId, restaurantId)));
  if (!order || !mayReadOrder(order, query.token, principal)) throw notFound('order_not_exist');
  if (principal?.kind === 'customer' && order.userId === principal.userId) {
    const user = await requireUser(db, { userId: principal.userId, restaurantId });
    return { order, to: { email: user.email }, caller: String(principal.userId) };
  }
  const email = order.contact.email?.trim();
  if (!email) throw new HttpError(409, 'bill_no_email');
  return { order, to: { email }, caller: `order:${order.id}` };
}

/**
 * SPEC §7 order/bill-request: the bill of one of the customer's orders (see `findOwnOrder`),
 * e-mailed to them in their language: every line with its options, the charges and the total.
 */
export async function mailBill(
  deps: { db: Database; mailer: Mailer },
  restaurant: RestaurantRow,
  to: { email: string },
  order: typeof orders.$inferSelect,
  locale: Locale,
): Promise<void> {
  const { db } = deps;
  const lines = await db
    .select()
    .from(orderProducts)
    .where(eq(orderProducts.orderId, order.id))
    .orderBy(asc(orderProducts.id));
  const t = serverTranslator(locale);
  const fallback = restaurantLocale(restaurant);
  const money = (minor: number) => formatMoney(minor, order.currency, locale);
  const subject = t('mail_bill_subject', { number: order.id, restaurant: restaurant.name });
  await deps.mailer.send({
    to: to.email,
    lang: locale,
    subject,
    ...renderMail({
      locale,
      restaurant,
      title: subject,
      paragraphs: [
        t('mail_bill_intro', {
          number: order.id,
          date: wallClock(order.createdAt, restaurant.timeZone) ?? '',
        }),
      ],
      lines: orderMailLines(lines, locale, fallback, money),
      totals: [
        t('mail_subtotal', { amount: money(order.subtotal) }),
        ...(order.shippingPrice ? [t('mail_shipping', { amount: money(order.shippingPrice) })] : []),
        ...(order.tip ? [t('mail_tip', { amount: money(order.tip) })] : []),
        ...(order.discount ? [t('mail_discount', { amount: `−${money(order.discount)}` })] : []),
        t('mail_total', { amount: money(order.total) }),
      ],
    }),
  });
}
