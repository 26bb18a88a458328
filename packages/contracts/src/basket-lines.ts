import { itemCommentMaxLength, ticketNameMaxLength } from '@tavola/domain';
import { basketRef } from './basket-ref';
import { guestText, idSchema, minorUnits, quantitySchema } from './fields';
import { z } from './zod';

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
