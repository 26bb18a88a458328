import { deliveryTypes } from '@tavola/domain';
import { money } from './back-office-fields';
import { messageSchema } from './envelope';
import { idSchema, localeSchema, minorUnits, restaurantIdSchema } from './fields';
import { openingWindowSchema } from './restaurant';
import { z } from './zod';

/**
 * Issue 20 (back office): opening hours per delivery type, closures, the "closed now" switch,
 * delivery areas and slot capacity. Manager token; every request names its restaurant. What a
 * week of hours or a closure may hold is the domain's rule (weeklyHoursProblems,
 * closureProblems), answered per field; the shapes and limits are checked here.
 */

const deliveryTypeName = z.enum(deliveryTypes);
const clockText = z.string().max(5).nullish();

export const deliveryTypeHoursSchema = z.object({
  delivery_type: deliveryTypeName,
  windows: z.array(openingWindowSchema),
  /** preparation minutes (SPEC {type}_hours) */
  lead_minutes: z.number().int(),
  /** days ahead a guest may order (SPEC {type}_available_days) */
  available_days: z.number().int(),
});
export type DeliveryTypeHours = z.infer<typeof deliveryTypeHoursSchema>;

export const closureSchema = z.object({
  id: z.number(),
  /** 'YYYY-MM-DD HH:MM' wall clock in the restaurant's zone; the end is not closed any more */
  starts_at: z.string(),
  ends_at: z.string(),
  reason: z.string(),
});
export type ClosureDto = z.infer<typeof closureSchema>;

const closeMessageSchema = z.object({
  en: z.string().trim().max(300).optional(),
  de: z.string().trim().max(300).optional(),
  fr: z.string().trim().max(300).optional(),
  ar: z.string().trim().max(300).optional(),
});
export type CloseMessage = z.infer<typeof closeMessageSchema>;

export const backOfficeHoursSchema = z.object({
  time_zone: z.string(),
  /** the delivery types the restaurant offers, each with its week */
  types: z.array(deliveryTypeHoursSchema),
  closures: z.array(closureSchema),
  /** the manual "closed now" switch and what guests read then, per language */
  closed: z.boolean(),
  close_message: closeMessageSchema,
});
export type BackOfficeHours = z.infer<typeof backOfficeHoursSchema>;

export const backOfficeQuerySchema = z.object({
  restaurantId: restaurantIdSchema,
  lang: localeSchema.optional(),
});
export const backOfficeHoursResponseSchema = z.object({ data: backOfficeHoursSchema });

export const replaceHoursBodySchema = z.object({
  restaurantId: restaurantIdSchema,
  delivery_type: deliveryTypeName,
  windows: z
    .array(z.object({ weekday: z.number().int().nullish(), open_at: clockText, close_at: clockText }))
    .max(70),
  lead_minutes: z.number().int().min(0).max(10_080),
  available_days: z.number().int().min(0).max(365),
  lang: localeSchema.optional(),
});
export type ReplaceHoursBody = z.input<typeof replaceHoursBodySchema>;
export const replaceHoursResponseSchema = z.object({ data: deliveryTypeHoursSchema, message: messageSchema });

export const closedSwitchBodySchema = z.object({
  restaurantId: restaurantIdSchema,
  closed: z.boolean(),
  close_message: closeMessageSchema,
  lang: localeSchema.optional(),
});
export type ClosedSwitchBody = z.input<typeof closedSwitchBodySchema>;
export const closedSwitchResponseSchema = z.object({
  data: z.object({ closed: z.boolean(), close_message: closeMessageSchema }),
  message: messageSchema,
});

/** a closure as the manager enters it: whole days, the first and the last both closed */
export const closureBodySchema = z.object({
  restaurantId: restaurantIdSchema,
  start_date: z.string().max(10).nullish(),
  end_date: z.string().max(10).nullish(),
  reason: z.string().trim().max(200).default(''),
  lang: localeSchema.optional(),
});
export type ClosureBody = z.input<typeof closureBodySchema>;
export const closureResponseSchema = z.object({ data: closureSchema, message: messageSchema });

/** what names one row of a restaurant's closures or delivery areas */
export const backOfficeRefSchema = z.object({
  restaurantId: restaurantIdSchema,
  id: idSchema,
  lang: localeSchema.optional(),
});
export const backOfficeDeletedSchema = z.object({ message: messageSchema });

export const deliveryAreaSchema = z.object({
  id: z.number(),
  postal_code: z.string(),
  /** delivery fee, minor units */
  fee: minorUnits(),
  /** minimum order value, minor units */
  minimum: minorUnits(),
  /** order value from which delivery is free; null = never */
  free_from: minorUnits().nullable(),
});
export type DeliveryAreaDto = z.infer<typeof deliveryAreaSchema>;

export const deliveryAreasResponseSchema = z.object({
  data: z.object({
    areas: z.array(deliveryAreaSchema),
    currency: z.string(),
    /** orders accepted per 15-minute slot; null = no cap */
    slot_capacity: z.number().int().nullable(),
  }),
});

export const deliveryAreaBodySchema = z.object({
  restaurantId: restaurantIdSchema,
  /** SPEC §5: postal code numeric; 4 or 5 digits, as the storefront asks guests for them */
  postal_code: z
    .string()
    .trim()
    .min(4)
    .max(5)
    .refine((code) => /^\d+$/.test(code), { params: { key: 'field_numeric' } }),
  fee: money,
  minimum: money,
  free_from: money.nullable(),
  lang: localeSchema.optional(),
});
export type DeliveryAreaBody = z.input<typeof deliveryAreaBodySchema>;
export const updateDeliveryAreaBodySchema = deliveryAreaBodySchema.extend({ id: idSchema });
export const deliveryAreaResponseSchema = z.object({ data: deliveryAreaSchema, message: messageSchema });

export const slotCapacityBodySchema = z.object({
  restaurantId: restaurantIdSchema,
  /** orders per 15-minute slot; null = no cap */
  slot_capacity: z.number().int().min(1).max(10_000).nullable(),
  lang: localeSchema.optional(),
});
export const slotCapacityResponseSchema = z.object({
  data: z.object({ slot_capacity: z.number().int().nullable() }),
  message: messageSchema,
});
