import { type Database, schema } from '@tavola/db';
import type { LocalizedText } from '@tavola/domain';
import { and, asc, eq, sql } from 'drizzle-orm';

type LegalKind = (typeof schema.legalContents.$inferSelect)['kind'];
type AnnouncementKind = (typeof schema.announcements.$inferSelect)['kind'];

/**
 * Merges the look into the restaurant's theme and settings in one statement (jsonb `||`, as
 * the hours' settings patch does), so a manager saving other settings at once keeps theirs.
 */
export function patchTheme(
  db: Database,
  restaurantId: number,
  theme: Record<string, unknown>,
  settings: Record<string, unknown>,
) {
  const { restaurants } = schema;
  return db
    .update(restaurants)
    .set({
      theme: sql`${restaurants.theme} || ${JSON.stringify(theme)}::jsonb`,
      settings: sql`${restaurants.settings} || ${JSON.stringify(settings)}::jsonb`,
    })
    .where(eq(restaurants.id, restaurantId));
}

export function legalPagesOf(db: Database, restaurantId: number) {
  return db.select().from(schema.legalContents).where(eq(schema.legalContents.restaurantId, restaurantId));
}

/** Every announcement row, shown or not (the storefront reads only the active ones). */
export function announcementsOf(db: Database, restaurantId: number) {
  return db
    .select()
    .from(schema.announcements)
    .where(eq(schema.announcements.restaurantId, restaurantId))
    .orderBy(asc(schema.announcements.id));
}

export function upsertLegalPage(db: Database, restaurantId: number, kind: LegalKind, content: LocalizedText) {
  return db
    .insert(schema.legalContents)
    .values({ restaurantId, kind, content })
    .onConflictDoUpdate({
      target: [schema.legalContents.restaurantId, schema.legalContents.kind],
      set: { content },
    });
}

/**
 * One announcement of a kind per restaurant: the rows of that kind are replaced by one, and
 * the SPEC §3 switch that shows it set, in one transaction that first locks the restaurant's
 * row, so two saves at once leave one row, not two.
 */
export function replaceAnnouncement(
  db: Database,
  restaurantId: number,
  kind: AnnouncementKind,
  content: LocalizedText,
  shown: boolean,
) {
  const { announcements, restaurants } = schema;
  const setting = kind === 'general' ? 'has_announcement' : 'announcement_before_checkout';
  return db.transaction(async (tx) => {
    await tx
      .select({ id: restaurants.id })
      .from(restaurants)
      .where(eq(restaurants.id, restaurantId))
      .for('update');
    await tx
      .delete(announcements)
      .where(and(eq(announcements.restaurantId, restaurantId), eq(announcements.kind, kind)));
    await tx.insert(announcements).values({ restaurantId, kind, content, active: shown });
    await tx
      .update(restaurants)
      .set({ settings: sql`${restaurants.settings} || ${JSON.stringify({ [setting]: shown })}::jsonb` })
      .where(eq(restaurants.id, restaurantId));
  });
}

/** SPEC §3 informationPages in the storefront's order (priority, then age). */
export function informationPagesOf(db: Database, restaurantId: number) {
  const { informationPages } = schema;
  return db
    .select()
    .from(informationPages)
    .where(eq(informationPages.restaurantId, restaurantId))
    .orderBy(asc(informationPages.priority), asc(informationPages.id));
}

type PageTextsValues = { title: LocalizedText; content: LocalizedText };

/** A new page goes last in the storefront's links. */
export async function insertInformationPage(db: Database, restaurantId: number, values: PageTextsValues) {
  const { informationPages } = schema;
  const [row] = await db
    .insert(informationPages)
    .values({
      restaurantId,
      ...values,
      priority: sql`(select coalesce(max(${informationPages.priority}), 0) + 1 from ${informationPages} where ${informationPages.restaurantId} = ${restaurantId})`,
    })
    .returning();
  return row!;
}

/** Scoped to the restaurant: another restaurant's page id changes nothing (undefined). */
export async function updateInformationPage(
  db: Database,
  restaurantId: number,
  id: number,
  values: PageTextsValues,
) {
  const { informationPages } = schema;
  const [row] = await db
    .update(informationPages)
    .set(values)
    .where(and(eq(informationPages.restaurantId, restaurantId), eq(informationPages.id, id)))
    .returning();
  return row;
}

export async function deleteInformationPage(db: Database, restaurantId: number, id: number) {
  const { informationPages } = schema;
  const [row] = await db
    .delete(informationPages)
    .where(and(eq(informationPages.restaurantId, restaurantId), eq(informationPages.id, id)))
    .returning({ id: informationPages.id });
  return row;
}
