import { type Database, schema } from '@tavola/db';
import type { ActivityGroup, ActivityKind } from '@tavola/domain';
import { and, desc, eq, like, sql } from 'drizzle-orm';

const { activityEntries, managers } = schema;

export const activityPageSize = 25;

export interface ActivityEntry {
  restaurantId: number;
  managerId: number;
  kind: ActivityKind;
  subject: string | null;
}

/** One change: who is copied from their account as it is now, in the same statement. */
export async function recordActivity(db: Database, entry: ActivityEntry): Promise<void> {
  await db.execute(sql`
    insert into ${activityEntries}
      (restaurant_id, manager_id, manager_name, manager_email, kind, subject, created_at)
    select ${entry.restaurantId}, ${managers.id}, ${managers.name}, ${managers.email},
      ${entry.kind}, ${entry.subject}, ${new Date().toISOString()}
    from ${managers} where ${managers.id} = ${entry.managerId}`);
}

/** A restaurant's changes, newest first, a page at a time, optionally of one area. */
export async function listActivity(
  db: Database,
  restaurantId: number,
  options: { page: number; group?: ActivityGroup },
) {
  const where = and(
    eq(activityEntries.restaurantId, restaurantId),
    options.group ? like(activityEntries.kind, `${options.group}.%`) : undefined,
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(activityEntries)
      .where(where)
      .orderBy(desc(activityEntries.createdAt), desc(activityEntries.id))
      .limit(activityPageSize)
      .offset((options.page - 1) * activityPageSize),
    db.select({ total: sql<number>`count(*)::int` }).from(activityEntries).where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}
