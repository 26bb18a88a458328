import { storefront } from './account-fields';
import { messageSchema } from './envelope';
import { basketIdSchema } from './fields';
import { z } from './zod';

/** SPEC §7 basket/assign-basket and basket/unassigned-basket */
export const basketAssignBodySchema = z.object({ ...storefront, basketId: basketIdSchema });
export const basketUnassignBodySchema = z.object({ ...storefront, basketId: basketIdSchema });
export const basketAssignResponseSchema = z.object({
  data: z.object({ basketId: z.string() }),
  message: messageSchema,
});
