import { taxCategories, waysOfOrdering } from '@tavola/domain';
import { messageSchema } from './envelope';
import { idSchema, isoDateSchema, localeSchema, restaurantIdSchema } from './fields';
import { z } from './zod';

/** Issue 36 (decision 084): one rate of a category and way of ordering, from a date. */
export const taxRateRuleSchema = z.object({
  category: z.enum(taxCategories),
  way: z.enum(waysOfOrdering),
  /** percent, e.g. 7 or 8.1 */
  rate: z.number(),
  from: z.string(),
  /** shipped for the restaurant's country, or the owner's own */
  source: z.enum(['country', 'owner']),
});

export const ownTaxRateSchema = z.object({
  id: z.number(),
  category: z.enum(taxCategories),
  way: z.enum(waysOfOrdering),
  rate: z.number(),
  valid_from: z.string(),
});

export const taxOverviewSchema = z.object({
  country: z.string(),
  /** whether the product ships rates for the country; if not, the owner enters them */
  country_known: z.boolean(),
  /** the restaurant's local date the current rates are read on */
  today: z.string(),
  current: z.array(taxRateRuleSchema),
  /** rules that start after today: a law's change, or the owner's own */
  upcoming: z.array(taxRateRuleSchema),
  own: z.array(ownTaxRateSchema),
});
export type TaxOverview = z.infer<typeof taxOverviewSchema>;
export const taxOverviewResponseSchema = z.object({ data: taxOverviewSchema });

export const taxRateCreateBodySchema = z.object({
  restaurantId: restaurantIdSchema,
  category: z.enum(taxCategories),
  way: z.enum(waysOfOrdering),
  /** percent with at most two decimals, 0 to 100 */
  rate: z
    .number()
    .min(0)
    .max(100)
    .refine(
      (rate) =>
        Number.isInteger(Math.round(rate * 100)) && Math.abs(rate * 100 - Math.round(rate * 100)) < 1e-9,
      {
        params: { key: 'field_invalid' },
      },
    ),
  valid_from: isoDateSchema,
  lang: localeSchema.optional(),
});
export type TaxRateCreateBody = z.input<typeof taxRateCreateBodySchema>;
export const taxRateRefSchema = z.object({
  restaurantId: restaurantIdSchema,
  id: idSchema,
  lang: localeSchema.optional(),
});
export const taxOverviewSavedSchema = z.object({ data: taxOverviewSchema, message: messageSchema });
