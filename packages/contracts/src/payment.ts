import { dataEnvelope } from './envelope';
import { basketIdSchema, idSchema, localeSchema, restaurantIdSchema } from './fields';
import { z } from './zod';

const orderHandle = {
  restaurantId: restaurantIdSchema,
  orderId: idSchema.optional(),
  /** the order's own handle from the payment link */
  token: z.uuid().optional(),
  lang: localeSchema.optional(),
};

/** SPEC §7 GET api/payment/prepare: the open payment's page again (e.g. after 'back' on it). */
export const paymentPrepareQuerySchema = z.object({ ...orderHandle, basketId: basketIdSchema.optional() });
export const paymentPrepareResponseSchema = dataEnvelope(z.object({ mollieLink: z.string() }));

/**
 * SPEC §7 GET api/payment/update. The provider's own parameters (paymentId, status, PayerID,
 * sessionId, sessionResult) are accepted as sent back, and never believed: the state comes
 * from asking the provider.
 */
export const paymentUpdateQuerySchema = z.object({
  ...orderHandle,
  orderId: idSchema,
  paymentId: z.string().max(200).optional(),
  status: z.string().max(50).optional(),
  PayerID: z.string().max(200).optional(),
  sessionId: z.string().max(200).optional(),
  sessionResult: z.string().max(200).optional(),
});
export const paymentStateSchema = z.enum([
  'open',
  'paid',
  'failed',
  'cancelled',
  'expired',
  'refund_ready',
  'refunded',
  'on_site',
]);
export const paymentUpdateResponseSchema = dataEnvelope(z.object({ status: paymentStateSchema }));

/**
 * Issue 33: the guest gives up the order's open online payment (pay another way, or cancel the
 * order). The answer is the payment's state afterwards: 'cancelled', or what it had become.
 */
export const paymentCancelBodySchema = z.object({
  restaurantId: restaurantIdSchema,
  orderId: idSchema,
  token: z.uuid().optional(),
  lang: localeSchema.optional(),
});
export const paymentCancelResponseSchema = paymentUpdateResponseSchema;

/** Mollie's webhook: a form post naming only the payment id. */
export const mollieWebhookBodySchema = z.object({ id: z.string().min(1).max(100) });
/** Saferpay's notification: the order id (or, issue 17, the table claim's) we put into the notify URL. */
export const saferpayNotifyQuerySchema = z
  .object({
    orderId: idSchema.optional().describe('the order whose payment changed; or tableClaimId'),
    tableClaimId: idSchema.optional().describe('the table claim whose payment changed; or orderId'),
  })
  // issue 32.5: one of the two names what the notification is about; neither is a 422, not a silent 200
  .superRefine((query, ctx) => {
    if (query.orderId === undefined && query.tableClaimId === undefined)
      ctx.addIssue({ code: 'custom', path: ['orderId'], params: { key: 'field_required' } });
  });

/** The demo provider's hosted page (storefront /payment route). */
export const demoSessionQuerySchema = z.object({ restaurantId: restaurantIdSchema, session: z.uuid() });
export const demoSessionResponseSchema = dataEnvelope(
  z.object({
    amount: z.number().int(),
    currency: z.string(),
    description: z.string(),
    outcome: z.enum(['paid', 'failed', 'cancelled']).nullable(),
    expired: z.boolean(),
    returnUrl: z.string(),
  }),
);
export const demoDecideBodySchema = z.object({
  restaurantId: restaurantIdSchema,
  session: z.uuid(),
  outcome: z.enum(['paid', 'failed', 'cancelled']),
});
export const demoDecideResponseSchema = dataEnvelope(z.object({ returnUrl: z.string() }));
