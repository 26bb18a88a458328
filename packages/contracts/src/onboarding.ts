import { deliveryTypes, passwordMaxLength } from '@tavola/domain';
import { messageSchema } from './envelope';
import { z } from './zod';

/**
 * Issue 20 (onboarding): a new restaurant and its first manager, as `npm run create-restaurant`
 * and the first-run page enter them. The shapes are checked here; what makes a slug, zone,
 * currency or password acceptable is the domain's `restaurantDraftProblems`, answered per field.
 */
export const newRestaurantSchema = z.object({
  name: z.string().trim().min(1).max(120),
  slug: z.string().trim().max(80),
  time_zone: z.string().trim().max(64),
  currency: z.string().trim().max(8),
  language: z.string().trim().max(8),
  email: z.string().trim().max(254),
  /** absent or empty: one is generated and shown once */
  password: z.string().max(passwordMaxLength).optional(),
  /** issue 33: the delivery types switched on (each is offered once it has opening hours); absent: all */
  delivery_types: z.array(z.enum(deliveryTypes)).min(1).max(3).optional(),
});
export type NewRestaurant = z.infer<typeof newRestaurantSchema>;

/**
 * Issue 33: the details every storefront must show about who sells (its imprint); what makes
 * them complete is the domain's `legalDetailsProblems`.
 */
const legalDetailsFields = {
  legal_name: z.string().trim().max(200),
  street: z.string().trim().max(200),
  postal_code: z.string().trim().max(20),
  city: z.string().trim().max(100),
  country: z.string().trim().max(2),
  telephone: z.string().trim().max(40),
  contact_email: z.string().trim().max(254),
  /** issue 36: what receipts name as the seller's tax identifiers (domain taxIdentifierProblems) */
  vat_id: z.string().trim().max(40).optional(),
  tax_number: z.string().trim().max(40).optional(),
};

/**
 * POST api/setup/restaurant: the first-run page, with the token the server printed at start,
 * and (issue 33) the legal details its storefront must show, with what else its imprint states.
 */
export const firstRunBodySchema = newRestaurantSchema.extend({
  setup_token: z.string().min(1).max(200),
  ...legalDetailsFields,
  imprint: z.string().trim().max(4000).optional(),
});
export type FirstRunBody = z.input<typeof firstRunBodySchema>;

/** GET api/setup: whether this installation still waits for its first restaurant. */
export const firstRunStateSchema = z.object({ data: z.object({ needed: z.boolean() }) });

export const firstRunResponseSchema = z.object({
  data: z.object({
    restaurant: z.object({ id: z.number(), slug: z.string(), name: z.string() }),
    /** a manager token, as a manager login gives one: the page goes on signed in */
    access_token: z.string(),
    expires_in: z.number().int(),
  }),
  message: messageSchema,
});
