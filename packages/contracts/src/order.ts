import { basketRef } from './basket-ref';
import { messageSchema } from './envelope';
import {
  basketIdSchema,
  guestText,
  idSchema,
  localDateTimeSchema,
  localeSchema,
  minorUnits,
  restaurantIdSchema,
} from './fields';
import { externalBasketItemSchema } from './table-payments';
import { orderTaxFields } from './tax';
import { orderTicketSchema } from './ticketing';
import { z } from './zod';

/** SPEC §7 order/create-order; payFix brings its card's QR code and PIN. */
export const createOrderBodySchema = z.object({
  ...basketRef,
  paymentType: z.enum(['cash', 'payAtEnd', 'pwc', 'mollie', 'saferPay', 'payFix', 'demo']),
  /**
   * Issue 15: the delivery time the guest saw last ('YYYY-MM-DD HH:MM', null = as soon as
   * possible). When given and the basket's time is another, the order is refused (409), never
   * placed for a time the guest did not see.
   */
  deliveryTime: localDateTimeSchema.nullable().optional(),
  /** Issue 15: the total the guest saw (minor units); another total is refused (409), never charged */
  total: minorUnits(z.number().int().min(0)).optional(),
  qrCode: z.string().max(200).optional(),
  pin: z.string().max(20).optional(),
  /** Issue 17, SPEC §7: the table's bill this order goes onto (an order at that table, paid on site) */
  tablePaymentId: z.uuid().optional(),
  /**
   * SPEC §7 externalBasketItems: items the restaurant adds to a table's bill. Only its manager
   * may add them (table-payments/create), and managers hold no basket: a guest's order naming
   * any is refused with 403 (decision 040), never placed with them silently dropped.
   */
  externalBasketItems: z.array(externalBasketItemSchema).max(50).optional(),
});

export const createOrderResponseSchema = z.object({
  data: z.object({ paymentLink: z.string(), orderId: z.number(), token: z.string() }),
  message: messageSchema,
});

export const orderQuerySchema = z.object({
  restaurantId: restaurantIdSchema,
  orderId: idSchema,
  /** the order's own handle, from the payment link: lets a guest read it without their token */
  token: z.uuid().optional(),
  lang: localeSchema.optional(),
});

export const orderResponseSchema = z.object({
  data: z.object({
    order: z.object({
      id: z.number(),
      status: z.string(),
      /** issue 34 (decision 082): when the restaurant called it ready to fetch (status stays processing) */
      ready_at: z.string().nullable(),
      payment: z.string(),
      paymentState: z.string(),
      is_online_payment: z.boolean(),
      /** SPEC §3 Order payment_id: the provider's id of the order's latest payment (null when paid on site) */
      payment_id: z.string().nullable(),
      deliveryType: z.string(),
      deliveryTime: z.string().nullable(),
      /** SPEC §3 Order user_details: the contact given at checkout, as JSON text of string fields */
      user_details: guestText(z.string()),
      subtotal: minorUnits(),
      /** of `subtotal`, the deposits (0 on orders placed before they were kept apart) */
      deposits: minorUnits(),
      shipping_price: minorUnits(),
      tip: minorUnits(),
      voucher: z.string().nullable(),
      discount: minorUnits(),
      total: minorUnits(),
      currency: z.string(),
      created_at: z.string(),
      /** issue 16: the table the order was placed at (also in `table`), null elsewhere */
      table_id: z.number().nullable(),
      ...orderTaxFields,
    }),
    products: z.array(
      z.object({
        id: z.number(),
        name: z.string(),
        quantity: z.number().int(),
        unitPrice: minorUnits(),
        totalPrice: minorUnits(),
        options: z.array(z.object({ name: z.string(), quantity: z.number().int(), price: minorUnits() })),
        comment: guestText(z.string()).nullable(),
      }),
    ),
    table: z.object({ id: z.number(), name: z.string() }).nullable(),
    /** event mode: the order's tickets, one per named person */
    tickets: z.array(orderTicketSchema),
  }),
});

export const reorderBodySchema = z.object({
  restaurantId: restaurantIdSchema,
  orderId: idSchema,
  /** the order's own handle, from the payment link: the status page's guest may hold another token by now */
  token: z.uuid().optional(),
  /** issue 33: the caller's basket to add the order's items to; without it a new basket */
  basketId: basketIdSchema.optional(),
  lang: localeSchema.optional(),
});

export const reorderResponseSchema = z.object({
  data: z.object({
    basketId: z.string(),
    /** the contact the order was placed with, for the checkout form */
    contact: z.record(z.string(), z.string()),
    /** lines of the order the new basket could not take back (no longer offered, sold out, changed) */
    removed: z.number().int(),
  }),
  message: messageSchema,
});
