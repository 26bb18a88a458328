import { isoDateSchema, localeSchema, minorUnits, restaurantIdSchema } from './fields';
import { z } from './zod';

/** Issue 36 (decision 084): one VAT rate's share of an order, as stored when it was placed. */
export const taxLineSchema = z.object({
  /** the rate in percent, e.g. 7, 19, 8.1, 2.6 */
  rate: z.number().min(0).max(100).meta({ description: 'The VAT rate in percent, e.g. 7, 19, 8.1.' }),
  /** net + tax = gross; the gross of all lines plus a tip kept apart is the order's total */
  gross: minorUnits(),
  net: minorUnits(),
  tax: minorUnits(),
});
export type TaxLineDto = z.infer<typeof taxLineSchema>;

/** An order's VAT fields, on the guest's order and the manager's order detail. */
export const orderTaxFields = {
  tax_lines: z.array(taxLineSchema),
  /** gapless per restaurant; null until the order is paid (or, paid on site, handed over) */
  invoice_number: z.number().int().positive().nullable(),
  /** the credit note's number, from the same sequence, once an invoiced order is rejected or refunded */
  credit_note_number: z.number().int().positive().nullable(),
};

/**
 * Issue 36 (decision 087): the cash orders handed over between two dates (the restaurant's
 * local dates, both included), for the restaurant's certified cash register and its accountant.
 */
export const cashExportQuerySchema = z
  .object({
    restaurantId: restaurantIdSchema,
    from: isoDateSchema,
    to: isoDateSchema,
    lang: localeSchema.optional(),
  })
  .refine((query) => query.from <= query.to, { path: ['to'], params: { key: 'field_date_range' } });
