import {
  isValidTableCapacity,
  isVatId,
  itemCommentMaxLength,
  normalVatId,
  ticketNameMaxLength,
} from '@tavola/domain';
import { dataEnvelope, messageSchema } from './envelope';
import {
  basketIdSchema,
  blankable,
  deliveryTypeSchema,
  guestText,
  idSchema,
  integerInput,
  localDateTimeSchema,
  localeSchema,
  minorUnits,
  postalCodeSchema,
  quantitySchema,
  restaurantIdSchema,
} from './fields';
import { queryParametersOf } from './query-parameters';
import { externalBasketItemSchema } from './table-payments';
import { orderTaxFields } from './tax';
import { orderTicketSchema } from './ticketing';
import { z } from './zod';

const basketRef = {
  restaurantId: restaurantIdSchema,
  basketId: basketIdSchema,
  lang: localeSchema.optional(),
};

/**
 * SPEC §3 extra_info of an item: a comment (≤ 140, SPEC §9) and, in event mode, one entry per
 * unit with the person's name and a date. Which of the two a product needs (SPEC §3 person,
 * date) only the server knows: a missing one is answered per unit with 'name is required' or
 * 'date is required' (field extraInfo.itemDetails.N.fullName / .date), not by this schema.
 */
export const itemExtraInfoSchema = z.object({
  comment: guestText(z.string().trim().max(itemCommentMaxLength)).optional(),
  itemDetails: z
    .array(
      z.object({
        fullName: guestText(z.string().trim().max(ticketNameMaxLength)).optional(),
        date: z.union([z.iso.date(), z.literal('')]).optional(),
      }),
    )
    .max(50)
    .optional(),
});

/** An option as a pivot id of the product (its `pivot.id` in the catalogue), optionally with a quantity. */
const attributeItemSchema = z.union([
  idSchema.transform((id) => ({ id, quantity: 1 })),
  z.object({ id: idSchema, quantity: z.number().int().min(1).max(20).default(1) }),
]);
const attributeItemsSchema = z.array(attributeItemSchema).max(50);

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

export const basketAddBodySchema = z.object({
  ...basketRef,
  productId: idSchema,
  /** when given, the units are added to that line (the cart's plus) */
  basketProductId: idSchema.optional(),
  quantity: quantitySchema.default(1),
  attributeItems: attributeItemsSchema.optional(),
  extraInfo: itemExtraInfoSchema.optional(),
});

export const packageAddBodySchema = z.object({
  ...basketRef,
  productId: idSchema,
  basketProductId: idSchema.optional(),
  quantity: quantitySchema.default(1),
  productItems: z
    .array(
      z.object({ productId: idSchema, productPackage: idSchema, quantity: z.number().int().min(1).max(20) }),
    )
    .max(50)
    .optional(),
  extraInfo: itemExtraInfoSchema.optional(),
});

export const basketLineQuerySchema = z.object({ ...basketRef, basketProductId: idSchema });

export const attributeItemsBodySchema = z.object({
  ...basketRef,
  basketProductId: idSchema,
  attributeItems: attributeItemsSchema.optional(),
  /** the spec's second name for the same list */
  productAttributeItems: attributeItemsSchema.optional(),
});

export const updateItemExtraInfoBodySchema = z.object({
  ...basketRef,
  basketProductId: idSchema,
  ...itemExtraInfoSchema.shape,
});

export const updateBasketExtraInfoBodySchema = z.object({
  ...basketRef,
  table_capacity: z
    .object({ adults: z.number().int().min(0).max(100), children: z.number().int().min(0).max(100) })
    .refine((capacity) => isValidTableCapacity(capacity.adults, capacity.children), {
      params: { key: 'field_min' },
    }),
});

export const changeDeliveryMethodBodySchema = z.object({ ...basketRef, deliveryType: deliveryTypeSchema });

const depotSchema = z.object({ name: z.string(), price: minorUnits() }).nullable();

/** SPEC §3 Basket product, priced by the server. */
export const basketProductSchema = z.object({
  id: z.number(),
  basketProductId: z.number(),
  RestaurantProductId: z.number(),
  name: z.string(),
  image: z.string().nullable(),
  quantity: z.number().int(),
  /** unit price with options, without deposit */
  price: minorUnits(),
  /** (unit price + deposit) × quantity */
  totalPrice: minorUnits(),
  /**
   * issue 33: of `totalPrice`, the deposits (the product's and its chosen items', per unit,
   * times the quantity), shown as their own part of the line
   */
  deposit: minorUnits(),
  /** units of this product still available beyond this basket; null = unlimited */
  stock: z.number().int().nullable(),
  is_package: z.union([z.literal(1), z.literal(0)]),
  attributeItems: z.array(
    z.object({
      id: z.number(),
      item: z.string(),
      group: z.string(),
      price: minorUnits(),
      quantity: z.number().int(),
    }),
  ),
  items: z.array(
    z.object({
      RestaurantProductId: z.number(),
      productPackageId: z.number(),
      name: z.string(),
      quantity: z.number().int(),
      price: minorUnits(),
      depot: depotSchema,
    }),
  ),
  depot: depotSchema,
  extra_info: itemExtraInfoSchema,
});
export type BasketProductDto = z.infer<typeof basketProductSchema>;

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
export const basketRefQuerySchema = z.object(basketRef);
export const basketRefBodySchema = z.object(basketRef);

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
  /** issue 36 (decision 088): a business guest's VAT ID, taken only where the owner turned business_invoices on */
  vat_id: blankable(
    z
      .string()
      .trim()
      .max(30)
      .refine(isVatId, { params: { key: 'field_vat_id' } })
      .transform(normalVatId)
      .meta({ pattern: '^[A-Za-z]{2}[0-9A-Za-z .-]{2,26}$' }),
  ),
  address: guestText(blankable(z.string().trim().min(1).max(200))),
  house_number: guestText(blankable(z.string().trim().min(1).max(20))),
  postalCode: blankable(postalCodeSchema),
  city: blankable(z.string().trim().min(1).max(100)),
  country: blankable(z.string().trim().min(1).max(100)),
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
export const messageResponseSchema = z.object({ message: messageSchema });

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
