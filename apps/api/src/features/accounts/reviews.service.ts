import type { PageMeta, TestimonialDto } from '@tavola/contracts';
import { type Database, schema } from '@tavola/db';
import {
  defaultPageSize,
  isReviewableStatus,
  mayReadOrder,
  pageWindow,
  reviewAuthorName,
} from '@tavola/domain';
import { serverTranslator } from '@tavola/i18n';
import { and, avg, count, desc, eq } from 'drizzle-orm';
import { HttpError, notFound } from '../../lib/http-error';
import type { Principal } from '../auth';
import { type RestaurantRow, restaurantLocale, restaurantSettings } from '../restaurants';
import { isUniqueViolation } from './account.repository';
import { reviewsOpen } from './order-history.service';

const { testimonials, orders, users } = schema;

type TestimonialRow = typeof testimonials.$inferSelect;

const view = (row: TestimonialRow): TestimonialDto => ({
  id: row.id,
  author_name: row.authorName,
  rating: row.rating,
  comment: row.comment,
  created_at: row.createdAt.toISOString(),
});

/** Reviews are read while the restaurant has them on (SPEC §9 'review active'). */
function assertReviewsShown(restaurant: RestaurantRow) {
  if (!restaurantSettings(restaurant).review_active) throw new HttpError(403, 'reviews_inactive');
}

/**
 * SPEC §7 testimonials/create, the review of an order: by the customer who placed it, the guest
 * whose token placed it, or whoever holds the order's own token (the link of its status page).
 * One review per order; a rejected order cannot be reviewed. The author is signed 'First L.'.
 */
export async function createReview(
  db: Database,
  restaurant: RestaurantRow,
  principal: Principal | undefined,
  input: { orderId: number; token?: string; rating: number; comment?: string },
): Promise<TestimonialDto> {
  if (!reviewsOpen(restaurant)) throw new HttpError(403, 'reviews_inactive');
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, input.orderId), eq(orders.restaurantId, restaurant.id)));
  // the order is this restaurant's (above), so its customer is too
  if (!order || !mayReadOrder(order, input.token, principal)) throw notFound('order_not_exist');
  if (order.status === 'rejected') throw new HttpError(400, 'review_order_rejected');
  // issue 15: a meal is reviewed once it has been had
  if (!isReviewableStatus(order.status)) throw new HttpError(400, 'review_order_not_delivered');
  const [author] = order.userId
    ? await db
        .select({ name: users.name })
        .from(users)
        .where(and(eq(users.id, order.userId), eq(users.restaurantId, restaurant.id)))
    : [];
  const fallback = serverTranslator(restaurantLocale(restaurant))('review_guest_name');
  try {
    const [row] = await db
      .insert(testimonials)
      .values({
        restaurantId: restaurant.id,
        userId: order.userId,
        orderId: order.id,
        authorName: reviewAuthorName(author?.name ?? order.contact.name, fallback),
        rating: input.rating,
        comment: input.comment ?? '',
      })
      .onConflictDoNothing({ target: testimonials.orderId })
      .returning();
    if (!row) throw new HttpError(409, 'review_exists');
    return view(row);
  } catch (error) {
    if (isUniqueViolation(error)) throw new HttpError(409, 'review_exists');
    throw error;
  }
}

/** SPEC §7 GET testimonials: the restaurant's reviews, newest first, with the average rating. */
export async function listReviews(
  db: Database,
  restaurant: RestaurantRow,
  page: number,
  perPage = defaultPageSize,
): Promise<{ data: TestimonialDto[]; meta: PageMeta & { average_rating: number | null } }> {
  assertReviewsShown(restaurant);
  const [totals] = await db
    .select({ total: count(), average: avg(testimonials.rating) })
    .from(testimonials)
    .where(eq(testimonials.restaurantId, restaurant.id));
  const total = totals?.total ?? 0;
  const window = pageWindow(total, page, perPage);
  const rows = await db
    .select()
    .from(testimonials)
    .where(eq(testimonials.restaurantId, restaurant.id))
    .orderBy(desc(testimonials.createdAt), desc(testimonials.id))
    .limit(window.perPage)
    .offset(window.offset);
  const average = totals?.average === null || totals?.average === undefined ? null : Number(totals.average);
  return {
    data: rows.map(view),
    meta: {
      current_page: window.page,
      last_page: window.lastPage,
      per_page: window.perPage,
      total,
      from: window.from,
      to: window.to,
      average_rating: average === null ? null : Math.round(average * 10) / 10,
    },
  };
}

/** SPEC §7 GET testimonials/show: one review of this restaurant. */
export async function showReview(
  db: Database,
  restaurant: RestaurantRow,
  id: number,
): Promise<TestimonialDto> {
  assertReviewsShown(restaurant);
  const [row] = await db
    .select()
    .from(testimonials)
    .where(and(eq(testimonials.id, id), eq(testimonials.restaurantId, restaurant.id)));
  if (!row) throw notFound('review_not_exist');
  return view(row);
}

/** A customer withdraws their own review; anyone else's does not exist for them. */
export async function removeReview(
  db: Database,
  customer: { userId: number; restaurantId: number },
  id: number,
): Promise<void> {
  const removed = await db
    .delete(testimonials)
    .where(
      and(
        eq(testimonials.id, id),
        eq(testimonials.userId, customer.userId),
        eq(testimonials.restaurantId, customer.restaurantId),
      ),
    )
    .returning({ id: testimonials.id });
  if (removed.length === 0) throw notFound('review_not_exist');
}
