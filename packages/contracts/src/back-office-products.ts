import { deliveryTypes, taxCategories } from '@tavola/domain';
import { localizedInput, localizedOutput, money } from './back-office-fields';
import { menuRefSchema } from './back-office-menu';
import {
  extraTabSchema,
  happyHourSchema,
  managerOptionGroupSchema,
  optionGroupSchema,
} from './back-office-product-parts';
import { messageSchema } from './envelope';
import { idSchema, isoDateSchema, localeSchema, minorUnits, restaurantIdSchema } from './fields';
import { z } from './zod';

export type { ExtraTabInput, HappyHourInput, OptionGroupInput } from './back-office-product-parts';

/**
 * Issue 20 (back office): a product as its editor writes and reads it — texts per language,
 * prices, deposit, allergens, delivery types, stock, option groups, happy hours, extra tabs —
 * and a set menu's steps.
 */

/** EU allergen letters and additive numbers, as the storefront's icons show them */
const allergenCode = z.string().regex(/^[A-Z]$|^[1-9]\d?$/);
export const productBodySchema = z.object({
  restaurantId: restaurantIdSchema,
  category_id: idSchema,
  subcategory_id: idSchema.nullable().default(null),
  name: localizedInput(150),
  /** rich text per language, sanitised on write (decision 003) */
  description: localizedInput(5_000).default({}),
  price: money,
  /** shown as 'From' on cards; null = the price */
  min_price: money.nullable().default(null),
  /** SPEC §3 depot (a bottle deposit); null = none */
  depot_id: idSchema.nullable().default(null),
  /** null = unlimited (SPEC §6 stock) */
  stock: z.number().int().min(0).max(1_000_000).nullable(),
  allergens: z.array(allergenCode).max(40).default([]),
  delivery_types: z.array(z.enum(deliveryTypes)).min(1).max(3),
  /**
   * Issue 36 (decision 084): what it is for VAT; the rate follows from the restaurant's country
   * and the way of ordering. Left out, a new product is food and a saved one keeps its own.
   */
  tax_category: z.enum(taxCategories).optional(),
  pinned: z.boolean().default(false),
  hidden: z.boolean().default(false),
  /** SPEC §3 additional_info_config: event cards ask for a name and a date */
  ask_name: z.boolean().default(false),
  ask_date: z.boolean().default(false),
  end_date: isoDateSchema.nullable().default(null),
  option_groups: z.array(optionGroupSchema).max(20).default([]),
  /** issue 20: replaced whole when given; left out, the stored ones stay */
  happy_hours: z.array(happyHourSchema).max(50).optional(),
  extra_tabs: z.array(extraTabSchema).max(10).optional(),
  lang: localeSchema.optional(),
});
export type ProductBody = z.input<typeof productBodySchema>;
export const updateProductBodySchema = productBodySchema.extend({ id: idSchema });
export const managerProductSchema = z.object({
  id: z.number(),
  category_id: z.number(),
  subcategory_id: z.number().nullable(),
  name: localizedOutput,
  description: localizedOutput,
  price: minorUnits(),
  min_price: minorUnits().nullable(),
  depot_id: z.number().nullable(),
  stock: z.number().int().nullable(),
  allergens: z.array(z.string()),
  delivery_types: z.array(z.enum(deliveryTypes)),
  tax_category: z.enum(taxCategories),
  pinned: z.boolean(),
  hidden: z.boolean(),
  ask_name: z.boolean(),
  ask_date: z.boolean(),
  end_date: z.string().nullable(),
  position: z.number().int(),
  /** where its image is served (`/api/media/{id}`); set through managers/images (issue 20) */
  image: z.string().nullable(),
  /** a set menu: the steps a guest goes through (SPEC §3 package step) */
  is_package: z.boolean(),
  package_steps: z.array(
    z.object({
      id: z.number(),
      name: localizedOutput,
      question: localizedOutput,
      min: z.number().int(),
      max: z.number().int(),
      choices: z.array(
        z.object({
          product_id: z.number(),
          label: z.string(),
          price: minorUnits(),
          multiple: z.boolean(),
        }),
      ),
    }),
  ),
  option_groups: z.array(managerOptionGroupSchema),
  happy_hours: z.array(
    z.object({
      weekday: z.number().int(),
      start_date: z.string(),
      end_date: z.string(),
      start_time: z.string().nullable(),
      end_time: z.string().nullable(),
    }),
  ),
  extra_tabs: z.array(z.object({ id: z.number(), title: localizedOutput, content: localizedOutput })),
});
export type ManagerProduct = z.infer<typeof managerProductSchema>;
export const managerProductResponseSchema = z.object({ data: managerProductSchema });

/**
 * Issue 34 GET managers/menu/option-groups: the restaurant's option groups (decision 037: shared
 * between products), for the product editor to offer one again. An option's price is what a
 * product charges for it (the highest, where products differ); `products` counts the products
 * that offer the group.
 */
export const managerOptionGroupsResponseSchema = z.object({
  data: z.array(managerOptionGroupSchema.extend({ products: z.number().int() })),
});
export type ManagerOptionGroup = z.infer<typeof managerOptionGroupsResponseSchema>['data'][number];
export const productResponseSchema = z.object({ data: managerProductSchema, message: messageSchema });
/** A set menu's steps, replaced whole; steps and choices keep their ids so open baskets keep theirs. */
export const packageStepsBodySchema = menuRefSchema.extend({
  steps: z
    .array(
      z.object({
        id: idSchema.optional(),
        name: localizedInput(100),
        question: localizedInput(200).default({}),
        min: z.number().int().min(0).max(20),
        max: z.number().int().min(1).max(20),
        choices: z
          .array(
            z.object({
              product_id: idSchema,
              /** what choosing it adds to the set menu's price, minor units (usually 0) */
              price: money,
              /** SPEC §3 is_multiple_allowed: the guest may take it more than once */
              multiple: z.boolean().default(false),
            }),
          )
          .min(1)
          .max(100),
      }),
    )
    .max(20),
});
export type PackageStepsBody = z.input<typeof packageStepsBodySchema>;
