import { dataEnvelope } from './envelope';
import { localeSchema, restaurantIdSchema } from './fields';
import { z } from './zod';

/**
 * Issue 15: the quarter hours of a date whose slot capacity (one per restaurant, whatever the
 * delivery type) is used up, so the picker shows them unavailable before the guest chooses.
 */
export const fullSlotsQuerySchema = z.object({
  restaurantId: restaurantIdSchema,
  lang: localeSchema.optional(),
  date: z.iso.date(),
});
export const fullSlotsResponseSchema = dataEnvelope(
  z.object({
    date: z.string(),
    /** 'HH:MM' wall-clock times in the restaurant's zone, earliest first */
    full: z.array(z.string()),
  }),
);
