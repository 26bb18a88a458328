import { messageSchema } from './envelope';
import { idSchema, localeSchema, restaurantIdSchema } from './fields';
import { z } from './zod';

/**
 * Issue 20 (back office): a restaurant's pictures — a product's or a category's image, the logo
 * and the cover (the storefront's main image). Manager token. The file itself is the request's
 * multipart body (field `image`); the query names what it is for.
 */
export const imageTargets = ['product', 'category', 'logo', 'cover'] as const;
export type ImageTarget = (typeof imageTargets)[number];

export const imageRefSchema = z
  .object({
    restaurantId: restaurantIdSchema,
    target: z.enum(imageTargets),
    /** the product's or category's id; the logo and the cover are the restaurant's own */
    id: idSchema.optional(),
    lang: localeSchema.optional(),
  })
  .refine((ref) => ref.id !== undefined || ref.target === 'logo' || ref.target === 'cover', {
    path: ['id'],
    params: { key: 'field_required' },
  });
export type ImageRef = z.input<typeof imageRefSchema>;

export const imageResponseSchema = z.object({
  /** where the image is served now (`/api/media/{id}`), null when removed */
  data: z.object({ image: z.string().nullable() }),
  message: messageSchema,
});
export type ImageResponse = z.infer<typeof imageResponseSchema>;

/** the restaurant's logo and cover as the back office shows them */
export const restaurantImagesSchema = z.object({
  data: z.object({ logo: z.string().nullable(), cover: z.string().nullable() }),
});
export type RestaurantImages = z.infer<typeof restaurantImagesSchema>['data'];
