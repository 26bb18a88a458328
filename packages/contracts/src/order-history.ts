import { storefront } from './account-fields';
import { idSchema, minorUnits } from './fields';
import { pageMetaSchema, pageQuery } from './paging';
import { z } from './zod';

export const orderHistoryQuerySchema = z.object({ ...storefront, ...pageQuery });

export const orderSummarySchema = z.object({
  id: z.number(),
  /** the order's own handle: opens its status page like the payment link does */
  token: z.string(),
  status: z.string(),
  payment: z.string(),
  paymentState: z.string(),
  deliveryType: z.string(),
  /** 'YYYY-MM-DD HH:MM' in the restaurant's zone, null for as soon as possible */
  deliveryTime: z.string().nullable(),
  total: minorUnits(),
  currency: z.string(),
  created_at: z.string(),
  products: z.array(z.object({ name: z.string(), quantity: z.number().int() })),
  review: z.object({ id: z.number(), rating: z.number().int() }).nullable(),
  /** reviews are on and the order has none yet */
  can_review: z.boolean(),
});
export type OrderSummaryDto = z.infer<typeof orderSummarySchema>;

export const orderHistoryResponseSchema = z.object({
  data: z.array(orderSummarySchema),
  meta: pageMetaSchema,
});

export const billRequestQuerySchema = z.object({
  ...storefront,
  order_id: idSchema,
  /**
   * the order's own handle (its confirmation link carries it): a guest without an account, at a
   * table or after a pickup, asks for the bill with it (issue 32); a customer needs none for theirs
   */
  token: z.uuid().optional(),
});
