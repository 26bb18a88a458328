import { dataEnvelope } from './envelope';
import { restaurantIdSchema } from './fields';
import { z } from './zod';

/**
 * SPEC §7 POST api/auth/login. A customer belongs to one restaurant's storefront, so their
 * login names it; the manager option logs into the manager area instead and needs none.
 */
export const loginRequestSchema = z.object({
  email: z.email().max(254),
  password: z.string().min(1).max(200),
  restaurantId: restaurantIdSchema.optional(),
  /** SPEC §4 Session: a manager login is flagged by a manager option */
  manager: z
    .union([z.boolean(), z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1')])
    .optional(),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const loginResponseSchema = dataEnvelope(
  z.object({
    access_token: z.string(),
    token_type: z.literal('Bearer'),
    expires_in: z.number().int(),
    /** who the token speaks for */
    role: z.enum(['customer', 'manager']),
  }),
);
