import { type Database, schema } from '@tavola/db';
import { and, asc, count, desc, eq, gt, ilike, type SQL } from 'drizzle-orm';

const subscribers = schema.newsletterSubscribers;

/** addresses holding `search` in any case; % and _ are matched as themselves */
const matching = (restaurantId: number, search: string): SQL | undefined =>
  and(
    eq(subscribers.restaurantId, restaurantId),
    search ? ilike(subscribers.email, `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`) : undefined,
  );

export async function countSubscribers(db: Database, restaurantId: number, search: string) {
  const [row] = await db.select({ total: count() }).from(subscribers).where(matching(restaurantId, search));
  return row?.total ?? 0;
}

/** One page of subscribers, newest first. */
export function subscriberPage(
  db: Database,
  restaurantId: number,
  search: string,
  window: { offset: number; limit: number },
) {
  return db
    .select()
    .from(subscribers)
    .where(matching(restaurantId, search))
    .orderBy(desc(subscribers.createdAt), desc(subscribers.id))
    .offset(window.offset)
    .limit(window.limit);
}

/** Every subscriber in batches (oldest first), so an export of any size holds one batch in memory. */
export async function* subscriberBatches(db: Database, restaurantId: number, size = 500) {
  let after = 0;
  for (;;) {
    const batch = await db
      .select()
      .from(subscribers)
      .where(and(eq(subscribers.restaurantId, restaurantId), gt(subscribers.id, after)))
      .orderBy(asc(subscribers.id))
      .limit(size);
    if (batch.length) yield batch;
    if (batch.length < size) return;
    after = batch.at(-1)!.id;
  }
}

export async function deleteSubscriber(db: Database, restaurantId: number, id: number) {
  const deleted = await db
    .delete(subscribers)
    .where(and(eq(subscribers.restaurantId, restaurantId), eq(subscribers.id, id)))
    .returning({ id: subscribers.id });
  return deleted.length > 0;
}
