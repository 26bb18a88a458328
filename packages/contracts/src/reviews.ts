import { ratingMax, ratingMin } from '@tavola/domain';
import { blankToUndefined, storefront } from './account-fields';
import { messageSchema } from './envelope';
import { guestText, idSchema } from './fields';
import { pageMetaSchema, pageQuery } from './paging';
import { z } from './zod';

const ratingSchema = z.union([
  z.number().int().min(ratingMin).max(ratingMax),
  z.string().regex(/^\d$/).transform(Number).pipe(z.number().int().min(ratingMin).max(ratingMax)),
]);

/** A review of an order: by its customer, its guest, or whoever holds the order's token. */
export const createTestimonialBodySchema = z.object({
  ...storefront,
  orderId: idSchema,
  token: z.uuid().optional(),
  rating: ratingSchema,
  comment: z.preprocess(blankToUndefined, guestText(z.string().trim().max(1000)).optional()),
});

export const testimonialSchema = z.object({
  id: z.number(),
  author_name: guestText(z.string()),
  rating: z.number().int(),
  comment: guestText(z.string()),
  created_at: z.string(),
});
export type TestimonialDto = z.infer<typeof testimonialSchema>;

export const testimonialResponseSchema = z.object({
  data: testimonialSchema,
  message: messageSchema.optional(),
});
export const testimonialListQuerySchema = z.object({ ...storefront, ...pageQuery });
export const testimonialListResponseSchema = z.object({
  data: z.array(testimonialSchema),
  meta: pageMetaSchema.extend({ average_rating: z.number().nullable() }),
});
export const testimonialShowQuerySchema = z.object({ ...storefront, testimonialId: idSchema });
export const removeTestimonialBodySchema = z.object({ ...storefront, id: idSchema });
