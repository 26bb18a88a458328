import { messageSchema } from './envelope';
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
/** Issue 36: the order's receipt, or the credit note that cancelled its invoice. */
const receiptDocumentSchema = z.enum(['receipt', 'credit_note']).default('receipt').meta({
  description:
    '`receipt` (default): the invoice, or an order confirmation before it has its number; `credit_note`: the credit note of an invoiced order cancelled or refunded.',
});

export const receiptQuerySchema = z.object({
  restaurantId: restaurantIdSchema,
  orderId: idSchema,
  token: z.uuid(),
  format: receiptFormatSchema,
  document: receiptDocumentSchema,
  lang: localeSchema.optional(),
});

/** GET api/managers/order/receipt: the manager's token; the manager area downloads it with its client. */
export const managerReceiptQuerySchema = z.object({
  restaurantId: restaurantIdSchema,
  orderId: idSchema,
  format: receiptFormatSchema,
  document: receiptDocumentSchema,
  lang: localeSchema.optional(),
});

/** Issue 36: who the receipts name as the seller, as the owner keeps it in the back office. */
export const sellerDetailsSchema = z.object({
  legal_name: z.string(),
  street: z.string(),
  postal_code: z.string(),
  city: z.string(),
  /** ISO 3166 code, e.g. 'DE' */
  country: z.string(),
  vat_id: z.string(),
  tax_number: z.string(),
});
export type SellerDetails = z.infer<typeof sellerDetailsSchema>;
export const sellerDetailsResponseSchema = z.object({ data: sellerDetailsSchema });

/** What makes them complete (name and address; tax identifiers in their forms) is the domain's sellerDetailsProblems. */
export const sellerDetailsBodySchema = z.object({
  restaurantId: restaurantIdSchema,
  legal_name: z.string().trim().max(200),
  street: z.string().trim().max(200),
  postal_code: z.string().trim().max(20),
  city: z.string().trim().max(100),
  country: z.string().trim().max(2),
  vat_id: z.string().trim().max(40),
  tax_number: z.string().trim().max(40),
  lang: localeSchema.optional(),
});
export type SellerDetailsBody = z.input<typeof sellerDetailsBodySchema>;
export const sellerDetailsSavedSchema = z.object({ data: sellerDetailsSchema, message: messageSchema });

/** GET api/table-payments/invoice (by the bill's handle) and api/managers/table-payments/invoice: a closed bill's invoice. */
export const tableInvoiceQuerySchema = z.object({
  restaurantId: restaurantIdSchema,
  tablePaymentId: z.uuid(),
  format: receiptFormatSchema,
  lang: localeSchema.optional(),
});
export type TableInvoiceQuery = z.output<typeof tableInvoiceQuerySchema>;

/**
 * Issue 36 (decision 090): GET api/table-payments/part-receipt, a payer's receipt for their part
 * of a table's bill. Opened by a plain link: the bill's handle (`tablePaymentId`, the bearer
 * secret of the table's guests, who see every part on the bill page) names the bill.
 */
export const tablePartReceiptQuerySchema = tableInvoiceQuerySchema.extend({ claimId: idSchema });
