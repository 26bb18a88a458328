import { isValidTableCapacity } from '@tavola/domain';
import { basketProductSchema } from './basket-lines';
import { basketRef } from './basket-ref';
import { dataEnvelope, messageSchema } from './envelope';
import {
  deliveryTypeSchema,
  localDateTimeSchema,
  localeSchema,
  minorUnits,
  restaurantIdSchema,
} from './fields';
import { z } from './zod';

export const basketCreateBodySchema = z.object({
  restaurantId: restaurantIdSchema,
  delivery_time: localDateTimeSchema.nullable().optional(),
  deliveryType: deliveryTypeSchema.optional(),
  lang: localeSchema.optional(),
});
export const basketCreateResponseSchema = dataEnvelope(
  z.object({ id: z.string(), restaurant_id: z.number() }),
);

export const basketQuerySchema = z.object(basketRef);

export const updateBasketExtraInfoBodySchema = z.object({
  ...basketRef,
  table_capacity: z
    .object({ adults: z.number().int().min(0).max(100), children: z.number().int().min(0).max(100) })
    .refine((capacity) => isValidTableCapacity(capacity.adults, capacity.children), {
      params: { key: 'field_min' },
    }),
});

export const changeDeliveryMethodBodySchema = z.object({ ...basketRef, deliveryType: deliveryTypeSchema });

/**
 * Issue 15: the basket's money as create-order will charge it, from one domain function
 * (orderSummary). `shipping` is null while delivery has no known postal code (not in the total yet).
 */
export const moneySummarySchema = z.object({
  /** the goods, without deposits */
  subtotal: minorUnits(),
  deposits: minorUnits(),
  discount: minorUnits(),
  shipping: minorUnits().nullable(),
  tip: minorUnits(),
  total: minorUnits(),
});
export type MoneySummaryDto = z.infer<typeof moneySummarySchema>;

/**
 * SPEC §8 minimum order value of delivery, told before it fails: `missing` is 0 once reached.
 * `postalCode` null: none known yet, `required` is the restaurant's lowest minimum.
 */
export const minimumOrderSchema = z.object({
  required: minorUnits(),
  missing: minorUnits(),
  postalCode: z.string().nullable(),
});
export type MinimumOrderDto = z.infer<typeof minimumOrderSchema>;

/** SPEC §3 Basket. Totals in minor units; vouchers, tips and shipping come with checkout. */
export const basketSchema = z.object({
  id: z.string(),
  restaurant_id: z.number(),
  products: z.array(basketProductSchema),
  items_count: z.number().int(),
  deliveryType: z.enum(['delivery', 'pickup', 'here']),
  deliveryTime: z.string().nullable(),
  duration: z.number().int().nullable(),
  voucher_code: z.string().nullable(),
  voucherValue: minorUnits(),
  postalCode: z.string().nullable(),
  tip: minorUnits(),
  shipping_price: minorUnits(),
  totalPrice: minorUnits(),
  totalWithDiscount: minorUnits(),
  summary: moneySummarySchema,
  /** delivery only; null for pickup and here */
  minimum_order: minimumOrderSchema.nullable(),
  table: z.object({ id: z.number(), name: z.string() }).nullable(),
  table_id: z.number().nullable(),
  extra_info: z.object({
    table_capacity: z
      .object({ adults: z.number().int(), children: z.number().int(), date: z.string() })
      .optional(),
  }),
});
export type BasketDto = z.infer<typeof basketSchema>;

export const basketResponseSchema = z.object({ data: basketSchema, message: messageSchema.optional() });

export const changeDeliveryMethodResponseSchema = z.object({
  data: basketSchema,
  message: messageSchema,
  /** names of the products taken out because the new type does not offer them */
  removed: z.array(z.string()),
});

export const basketRefQuerySchema = z.object(basketRef);
export const basketRefBodySchema = z.object(basketRef);
