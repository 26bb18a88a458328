import { type Database, schema } from '@tavola/db';
import type { LocalizedText } from '@tavola/domain';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';

export type BlogPostRow = typeof schema.blogs.$inferSelect;
export type BlogTagRow = typeof schema.blogTags.$inferSelect;
export interface BlogPostValues {
  slug: string;
  title: LocalizedText;
  excerpt: LocalizedText;
  content: LocalizedText;
}

const own = (restaurantId: number, id: number) =>
  and(eq(schema.blogs.restaurantId, restaurantId), eq(schema.blogs.id, id));

/** Every post of a restaurant, drafts included: drafts first, then newest first. */
export function postsOf(db: Database, restaurantId: number) {
  return db
    .select()
    .from(schema.blogs)
    .where(eq(schema.blogs.restaurantId, restaurantId))
    .orderBy(sql`${schema.blogs.publishedAt} desc nulls first`, desc(schema.blogs.id));
}

export async function findPost(db: Database, restaurantId: number, id: number) {
  const [row] = await db.select().from(schema.blogs).where(own(restaurantId, id));
  return row;
}

export function tagsOfRestaurant(db: Database, restaurantId: number) {
  return db
    .select()
    .from(schema.blogTags)
    .where(eq(schema.blogTags.restaurantId, restaurantId))
    .orderBy(asc(schema.blogTags.id));
}

/** (post id, tag id) pairs of some posts. */
export async function postTagLinks(db: Database, restaurantId: number, postIds: readonly number[]) {
  if (postIds.length === 0) return [];
  return db
    .select({ blogId: schema.blogPostTags.blogId, tagId: schema.blogPostTags.tagId })
    .from(schema.blogPostTags)
    .where(
      and(
        eq(schema.blogPostTags.restaurantId, restaurantId),
        inArray(schema.blogPostTags.blogId, [...postIds]),
      ),
    );
}

export async function insertPost(
  db: Database,
  restaurantId: number,
  values: BlogPostValues,
  publishedAt: Date | null,
) {
  const [row] = await db
    .insert(schema.blogs)
    .values({ restaurantId, ...values, publishedAt })
    .returning();
  return row!;
}

export async function updatePost(
  db: Database,
  restaurantId: number,
  id: number,
  values: Partial<BlogPostRow>,
) {
  const [row] = await db.update(schema.blogs).set(values).where(own(restaurantId, id)).returning();
  return row;
}

export async function deletePost(db: Database, restaurantId: number, id: number) {
  const deleted = await db
    .delete(schema.blogs)
    .where(own(restaurantId, id))
    .returning({ id: schema.blogs.id });
  return deleted.length > 0;
}

export async function insertTag(db: Database, restaurantId: number, name: LocalizedText) {
  const [row] = await db.insert(schema.blogTags).values({ restaurantId, name }).returning();
  return row!;
}

/** The post's tags become exactly `tagIds`. */
export async function replacePostTags(db: Database, restaurantId: number, blogId: number, tagIds: number[]) {
  await db
    .delete(schema.blogPostTags)
    .where(and(eq(schema.blogPostTags.restaurantId, restaurantId), eq(schema.blogPostTags.blogId, blogId)));
  if (tagIds.length)
    await db.insert(schema.blogPostTags).values(tagIds.map((tagId) => ({ restaurantId, blogId, tagId })));
}
