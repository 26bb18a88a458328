import type { ImageTarget } from '@tavola/contracts';
import type { Database } from '@tavola/db';
import { notFound } from '../../lib/http-error';
import { mediaUrl } from '../../lib/media-url';
import { type EncodedVariant, variantContentType } from './image-variants';
import { deleteIfUnused, insertUploadedMedia, lockImageSlot, pointImageSlot } from './media.repository';
import { type MediaStorage, mediaPrefix, variantKey } from './media-storage';

export interface ImageSlot {
  restaurantId: number;
  target: ImageTarget;
  /** the product's or category's id */
  id?: number;
}

const missing = (target: ImageTarget) =>
  notFound(
    target === 'product'
      ? 'product_not_exist'
      : target === 'category'
        ? 'category_not_exist'
        : 'restaurant_not_exist',
  );

/**
 * Puts new variants in place of a slot's image, or none (`variants` null: remove). The row points
 * to the new image in the same transaction that writes it and deletes the old one; the old files
 * go once that transaction has committed, the new ones if it fails — nothing is left half-done.
 */
export async function replaceImage(
  db: Database,
  storage: MediaStorage,
  slot: ImageSlot,
  variants: EncodedVariant[] | null,
): Promise<string | null> {
  const { restaurantId, target, id } = slot;
  let created: number | undefined;
  let dropped: number | undefined;
  try {
    await db.transaction(async (tx) => {
      const current = await lockImageSlot(tx, restaurantId, target, id);
      if (!current) throw missing(target);
      if (variants) {
        created = await insertUploadedMedia(
          tx,
          restaurantId,
          variants.map(({ width, height, format, body }) => ({ width, height, format, bytes: body.length })),
        );
        for (const variant of variants)
          await storage.put(
            variantKey(restaurantId, created, variant.width, variant.format),
            variant.body,
            variantContentType(variant.format),
          );
      }
      await pointImageSlot(tx, restaurantId, target, id, created ?? null);
      if (current.imageId && (await deleteIfUnused(tx, restaurantId, current.imageId)))
        dropped = current.imageId;
    });
  } catch (error) {
    if (created) await storage.removeAll(mediaPrefix(restaurantId, created));
    throw error;
  }
  // no row serves the old files any more: one left behind by a failing disk costs space, not data
  if (dropped) await storage.removeAll(mediaPrefix(restaurantId, dropped)).catch(() => undefined);
  return mediaUrl(created);
}
