import type { NewsletterPage } from '@tavola/contracts';
import type { Database } from '@tavola/db';
import {
  csvByteOrderMark,
  csvRow,
  defaultPageSize,
  formatClock,
  pageWindow,
  toLocalMoment,
} from '@tavola/domain';
import { type Locale, serverTranslator } from '@tavola/i18n';
import { notFound } from '../../lib/http-error';
import { pageMetaOf } from '../../lib/page-meta';
import type { RestaurantRow } from '../restaurants';
import {
  countSubscribers,
  deleteSubscriber,
  subscriberBatches,
  subscriberPage,
} from './subscribers.repository';

/** Issue 20 (back office): the restaurant's newsletter subscribers, listed, exported and removed. */

export async function listSubscribers(
  db: Database,
  restaurant: RestaurantRow,
  query: { page: number; per_page?: number; search: string },
): Promise<NewsletterPage> {
  const total = await countSubscribers(db, restaurant.id, query.search);
  const window = pageWindow(total, query.page, query.per_page ?? defaultPageSize);
  const rows = await subscriberPage(db, restaurant.id, query.search, {
    offset: window.offset,
    limit: window.perPage,
  });
  return {
    subscribers: rows.map((row) => ({
      id: row.id,
      email: row.email,
      subscribed_at: row.createdAt.toISOString(),
    })),
    meta: pageMetaOf(window),
  };
}

/** 'YYYY-MM-DD HH:MM' on the restaurant's wall clock */
const localStamp = (instant: Date, zone: string) => {
  const moment = toLocalMoment(instant.getTime(), zone);
  return `${moment.date} ${formatClock(moment.minutes)}`;
};

/** The export's file name: which restaurant and which day (in its zone) it holds. */
export const exportFileName = (restaurant: RestaurantRow, now = new Date()) =>
  `newsletter-${restaurant.slug}-${toLocalMoment(now.getTime(), restaurant.timeZone).date}.csv`;

/**
 * The subscribers as CSV, written while read (decision 046): UTF-8 with a byte-order mark
 * for Excel, a header in the manager's language, the subscription time in the restaurant's zone.
 */
export async function* subscribersCsv(db: Database, restaurant: RestaurantRow, locale: Locale) {
  const t = serverTranslator(locale);
  yield csvByteOrderMark + csvRow([t('newsletter_csv_email'), t('newsletter_csv_subscribed_at')]);
  for await (const batch of subscriberBatches(db, restaurant.id))
    yield batch.map((row) => csvRow([row.email, localStamp(row.createdAt, restaurant.timeZone)])).join('');
}

export async function removeSubscriber(db: Database, restaurant: RestaurantRow, id: number) {
  if (!(await deleteSubscriber(db, restaurant.id, id))) throw notFound('subscriber_not_exist');
  return { id };
}
