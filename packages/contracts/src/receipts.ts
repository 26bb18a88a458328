import { idSchema, localeSchema, restaurantIdSchema } from './fields';
import { z } from './zod';

/** Issue 36 (decision 086): a receipt as a printable page, or as a PDF to keep. */
const receiptFormatSchema = z
  .enum(['html', 'pdf'])
  .default('html')
  .meta({ description: '`html` (default): a printable page; `pdf`: the same receipt as a PDF download.' });

/**
 * GET api/order/receipt: opened by a plain link (a new tab, a download), which carries no
 * bearer token: the order's own token, as in the order page's address, is what lets it be read.
 */
export const receiptQuerySchema = z.object({
  restaurantId: restaurantIdSchema,
  orderId: idSchema,
  token: z.uuid(),
  format: receiptFormatSchema,
  lang: localeSchema.optional(),
});

/** GET api/managers/order/receipt: the manager's token; the manager area downloads it with its client. */
export const managerReceiptQuerySchema = z.object({
  restaurantId: restaurantIdSchema,
  orderId: idSchema,
  format: receiptFormatSchema,
  lang: localeSchema.optional(),
});
