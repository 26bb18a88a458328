import { type Database, schema } from '@tavola/db';
import { and, count, desc, eq, sql } from 'drizzle-orm';

const messages = schema.contactMessages;
export type ContactMessageRow = typeof messages.$inferSelect;
const own = (restaurantId: number, id: number) =>
  and(eq(messages.restaurantId, restaurantId), eq(messages.id, id));

/** All messages of a restaurant and how many of them are unread. */
export async function messageCounts(db: Database, restaurantId: number) {
  const [row] = await db
    .select({
      total: count(),
      unread: sql<number>`count(*) filter (where ${messages.readAt} is null)`.mapWith(Number),
    })
    .from(messages)
    .where(eq(messages.restaurantId, restaurantId));
  return { total: row?.total ?? 0, unread: row?.unread ?? 0 };
}

/** One page of messages, newest first. */
export function messagePage(db: Database, restaurantId: number, window: { offset: number; limit: number }) {
  return db
    .select()
    .from(messages)
    .where(eq(messages.restaurantId, restaurantId))
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .offset(window.offset)
    .limit(window.limit);
}

export async function setReadAt(db: Database, restaurantId: number, id: number, readAt: Date | null) {
  const [row] = await db.update(messages).set({ readAt }).where(own(restaurantId, id)).returning();
  return row;
}

export async function deleteMessage(db: Database, restaurantId: number, id: number) {
  const deleted = await db.delete(messages).where(own(restaurantId, id)).returning({ id: messages.id });
  return deleted.length > 0;
}
