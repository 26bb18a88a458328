import { compactVatId, isVatId } from '@tavola/domain';
import { basketRef } from './basket-ref';
import { dataEnvelope } from './envelope';
import {
  basketIdSchema,
  blankable,
  deliveryTypeSchema,
  guestText,
  integerInput,
  localDateTimeSchema,
  localeSchema,
  minorUnits,
  postalCodeSchema,
  restaurantIdSchema,
} from './fields';
import { queryParametersOf } from './query-parameters';
import { z } from './zod';

/** SPEC §7 add-delivery-time: a 'YYYY-MM-DD HH:MM' in the restaurant's zone, or null to clear it. */
export const addDeliveryTimeBodySchema = z.object({
  ...basketRef,
  delivery_time: localDateTimeSchema.nullable(),
  deliveryType: deliveryTypeSchema.optional(),
  duration: z
    .number()
    .int()
    .min(0)
    .max(24 * 60)
    .nullable()
    .optional(),
});

export const addVoucherBodySchema = z.object({
  ...basketRef,
  voucherCode: z.string().trim().min(1).max(64).optional(),
});

/** SPEC §7 'query voucherCode, restaurantId, basketId'; the body is accepted too. */
export const addVoucherQuerySchema = queryParametersOf(addVoucherBodySchema, [
  'voucherCode',
  'restaurantId',
  'basketId',
  'lang',
]);

/** The largest tip a basket takes, minor units (the checkout names it before asking). */
export const maxTipMinor = 100_000;

export const addTipBodySchema = z.object({
  ...basketRef,
  tip_price: minorUnits(integerInput(0, maxTipMinor)),
});

/** SPEC §3 checkout contact blank. */
export const contactSchema = z.object({
  name: guestText(blankable(z.string().trim().min(1).max(120))),
  email: blankable(z.email().max(200)),
  mobile: blankable(
    z
      .string()
      .trim()
      // issue 33: its own words ("a phone number: digits, spaces, a leading +"); the pattern for the document
      .refine((value) => /^\+?[0-9 ]{5,20}$/.test(value), { params: { key: 'field_phone' } })
      .meta({ pattern: '^\\+?[0-9 ]{5,20}$' }),
  ),
  birth_date: blankable(z.iso.date()),
  comment: guestText(blankable(z.string().trim().max(500))),
  company: guestText(blankable(z.string().trim().max(120))),
  address: guestText(blankable(z.string().trim().min(1).max(200))),
  house_number: guestText(blankable(z.string().trim().min(1).max(20))),
  postalCode: blankable(postalCodeSchema),
  city: blankable(z.string().trim().min(1).max(100)),
  country: blankable(z.string().trim().min(1).max(100)),
  /** issue 36 (decision 088): a business guest's VAT ID, taken only where the owner turned business_invoices on */
  vat_id: blankable(
    z
      .string()
      .trim()
      .max(30)
      .refine(isVatId, { params: { key: 'field_vat_id' } })
      .transform(compactVatId)
      .meta({ pattern: '^[A-Za-z]{2}[0-9A-Za-z .-]{2,26}$' }),
  ),
});

export const addAddressBodySchema = z.object({ ...basketRef, userInfo: contactSchema });

export const shippingPriceQuerySchema = z.object({
  restaurantId: restaurantIdSchema,
  lang: localeSchema.optional(),
  basketId: basketIdSchema.optional(),
  deliveryType: deliveryTypeSchema,
  postalCode: postalCodeSchema,
});

export const shippingPriceResponseSchema = dataEnvelope(
  z.object({
    shippingPrice: minorUnits(),
    minimumOrderValue: z.number().int(),
    freeFrom: z.number().int().nullable(),
  }),
);

export const checkAddressQuerySchema = z.object({
  ...basketRef,
  deliveryType: deliveryTypeSchema,
  postalCode: postalCodeSchema,
  date: z.string().optional(),
});
