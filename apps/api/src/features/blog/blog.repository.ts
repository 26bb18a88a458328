import { type Database, schema } from '@tavola/db';
import { and, desc, eq, inArray, lte, type SQL } from 'drizzle-orm';

export type BlogRow = typeof schema.blogs.$inferSelect;
export type BlogTagRow = typeof schema.blogTags.$inferSelect;

/** Published posts of a restaurant (newest first), optionally only those matching `where`. */
export function publishedBlogs(db: Database, restaurantId: number, now: Date, where?: SQL) {
  return db
    .select()
    .from(schema.blogs)
    .where(and(eq(schema.blogs.restaurantId, restaurantId), lte(schema.blogs.publishedAt, now), where))
    .orderBy(desc(schema.blogs.publishedAt), desc(schema.blogs.id));
}

export const byId = (id: number) => eq(schema.blogs.id, id);
export const bySlug = (slug: string) => eq(schema.blogs.slug, slug);
export const byTag = (db: Database, tagId: number) =>
  inArray(
    schema.blogs.id,
    db
      .select({ id: schema.blogPostTags.blogId })
      .from(schema.blogPostTags)
      .where(eq(schema.blogPostTags.tagId, tagId)),
  );

export async function findTag(db: Database, restaurantId: number, tagId: number) {
  const [tag] = await db
    .select()
    .from(schema.blogTags)
    .where(and(eq(schema.blogTags.restaurantId, restaurantId), eq(schema.blogTags.id, tagId)));
  return tag;
}

/** The tags of some posts, per post id (in tag id order). */
export async function tagsOf(
  db: Database,
  restaurantId: number,
  blogIds: readonly number[],
): Promise<Map<number, BlogTagRow[]>> {
  const result = new Map<number, BlogTagRow[]>();
  if (blogIds.length === 0) return result;
  const rows = await db
    .select({ blogId: schema.blogPostTags.blogId, tag: schema.blogTags })
    .from(schema.blogPostTags)
    .innerJoin(schema.blogTags, eq(schema.blogTags.id, schema.blogPostTags.tagId))
    .where(
      and(
        eq(schema.blogPostTags.restaurantId, restaurantId),
        inArray(schema.blogPostTags.blogId, [...blogIds]),
      ),
    )
    .orderBy(schema.blogTags.id);
  for (const row of rows) result.set(row.blogId, [...(result.get(row.blogId) ?? []), row.tag]);
  return result;
}
