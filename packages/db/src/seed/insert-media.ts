import type { Database } from '../client';
import { media } from '../schema';
import { foodImageSvg } from './food-images';
import { insertRows } from './insert-rows';
import type { SeedImage } from './seed-types';

const svgType = 'image/svg+xml';
const encoder = new TextEncoder();

const imageKey = (image: SeedImage) => `${image.kind}:${image.hue}`;

export type ImageIds = (image: SeedImage) => number;

/** Stores each distinct illustration of a restaurant once and answers its media id. */
export async function insertIllustrations(
  db: Database,
  restaurantId: number,
  images: readonly SeedImage[],
): Promise<ImageIds> {
  const distinct = [...new Map(images.map((image) => [imageKey(image), image])).values()];
  const ids = await insertRows(
    db,
    media,
    distinct.map((image) => ({
      restaurantId,
      contentType: svgType,
      body: encoder.encode(foodImageSvg(image.kind, image.hue)),
    })),
  );
  const byKey = new Map(distinct.map((image, index) => [imageKey(image), ids[index] as number]));
  return (image) => {
    const id = byKey.get(imageKey(image));
    if (id === undefined) throw new Error(`Illustration ${imageKey(image)} was not collected before use`);
    return id;
  };
}

export async function insertSvg(db: Database, restaurantId: number, svg: string): Promise<number> {
  const [id] = await insertRows(db, media, [
    { restaurantId, contentType: svgType, body: encoder.encode(svg) },
  ]);
  return id as number;
}
