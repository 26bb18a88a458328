import { dataEnvelope } from './envelope';
import { basketIdSchema } from './fields';
import { z } from './zod';

/** SPEC §7 POST api/oauth/token: client credentials for a guest's public token. */
export const tokenRequestSchema = z.object({
  grant_type: z.literal('client_credentials'),
  client_id: z.string().min(1),
  client_secret: z.string().min(1),
  /** SPEC §7 'basketId added on token refresh': the guest keeps the basket they know the id of */
  basketId: basketIdSchema.optional(),
});

export const tokenResponseSchema = dataEnvelope(
  z.object({ access_token: z.string(), token_type: z.literal('Bearer'), expires_in: z.number().int() }),
);
