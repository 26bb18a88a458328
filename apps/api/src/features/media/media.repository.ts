import type { ImageTarget } from '@tavola/contracts';
import { type Database, schema } from '@tavola/db';
import { and, eq, isNull, sql } from 'drizzle-orm';

const { media, products, categories, subcategories, attributeItems, blogs, restaurants } = schema;

export type MediaVariant = NonNullable<typeof media.$inferSelect.variants>[number];

export async function findMedia(db: Database, id: number) {
  const [row] = await db
    .select({
      restaurantId: media.restaurantId,
      contentType: media.contentType,
      body: media.body,
      variants: media.variants,
    })
    .from(media)
    .where(eq(media.id, id));
  return row;
}

/** The image a product, category or the restaurant shows now; the row is locked until the transaction ends. Undefined: no such row here. */
export async function lockImageSlot(
  tx: Database,
  restaurantId: number,
  target: ImageTarget,
  id: number | undefined,
): Promise<{ imageId: number | null } | undefined> {
  if (target === 'product') {
    const [row] = await tx
      .select({ imageId: products.imageId })
      .from(products)
      .where(and(eq(products.restaurantId, restaurantId), eq(products.id, id!), isNull(products.archivedAt)))
      .for('update');
    return row;
  }
  if (target === 'category') {
    const [row] = await tx
      .select({ imageId: categories.imageId })
      .from(categories)
      .where(and(eq(categories.restaurantId, restaurantId), eq(categories.id, id!)))
      .for('update');
    return row;
  }
  const key = target === 'logo' ? 'logoId' : 'mainImageId';
  const [row] = await tx
    .select({ imageId: sql<number | null>`(${restaurants.theme}->>${key})::int` })
    .from(restaurants)
    .where(eq(restaurants.id, restaurantId))
    .for('update');
  return row;
}

export async function pointImageSlot(
  tx: Database,
  restaurantId: number,
  target: ImageTarget,
  id: number | undefined,
  imageId: number | null,
): Promise<void> {
  if (target === 'product')
    await tx
      .update(products)
      .set({ imageId })
      .where(and(eq(products.restaurantId, restaurantId), eq(products.id, id!)));
  else if (target === 'category')
    await tx
      .update(categories)
      .set({ imageId })
      .where(and(eq(categories.restaurantId, restaurantId), eq(categories.id, id!)));
  else {
    const key = target === 'logo' ? 'logoId' : 'mainImageId';
    await tx
      .update(restaurants)
      .set({ theme: sql`${restaurants.theme} || jsonb_build_object(${key}::text, ${imageId}::int)` })
      .where(eq(restaurants.id, restaurantId));
  }
}

export async function insertUploadedMedia(tx: Database, restaurantId: number, variants: MediaVariant[]) {
  const [row] = await tx
    .insert(media)
    // the content type of the variant every browser reads; each variant is served as its own format
    .values({ restaurantId, contentType: 'image/webp', variants })
    .returning({ id: media.id });
  return row!.id;
}

const unused = (
  table: typeof products | typeof categories | typeof subcategories | typeof attributeItems | typeof blogs,
) =>
  sql`not exists (select 1 from ${table} where ${table.restaurantId} = ${media.restaurantId} and ${table.imageId} = ${media.id})`;

/**
 * Deletes an image nothing shows any more (a duplicated product shares its original's image, so
 * replacing one copy's keeps the other's). True when it was deleted.
 */
export async function deleteIfUnused(tx: Database, restaurantId: number, mediaId: number): Promise<boolean> {
  const deleted = await tx
    .delete(media)
    .where(
      and(
        eq(media.id, mediaId),
        eq(media.restaurantId, restaurantId),
        unused(products),
        unused(categories),
        unused(subcategories),
        unused(attributeItems),
        unused(blogs),
        sql`not exists (select 1 from ${restaurants} where ${restaurants.id} = ${media.restaurantId} and ${media.id} in ((${restaurants.theme}->>'logoId')::int, (${restaurants.theme}->>'mainImageId')::int))`,
      ),
    )
    .returning({ id: media.id });
  return deleted.length > 0;
}

/**
 * An image that is its restaurant's logo now, with that restaurant's theme; undefined for any
 * other image (a product photo, a replaced logo), so icons are only ever made from a current logo.
 */
export async function findCurrentLogo(db: Database, id: number) {
  const [row] = await db
    .select({
      restaurantId: media.restaurantId,
      body: media.body,
      variants: media.variants,
      theme: restaurants.theme,
    })
    .from(media)
    .innerJoin(restaurants, eq(restaurants.id, media.restaurantId))
    .where(and(eq(media.id, id), sql`(${restaurants.theme}->>'logoId')::int = ${media.id}`));
  return row;
}
