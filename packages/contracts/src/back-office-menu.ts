import { deliveryTypes } from '@tavola/domain';
import { messageSchema } from './envelope';
import { clockSchema, idSchema, isoDateSchema, localeSchema, minorUnits, restaurantIdSchema } from './fields';
import { z } from './zod';

/**
 * Issue 20 (back office): the menu — categories, products with their texts per language,
 * prices, deposit, allergens, delivery types, stock, and the option groups a guest chooses
 * from. Manager token; every request names its restaurant. Shapes and limits are checked
 * here; what needs the restaurant (its language, its rows) is the domain's and the service's.
 */

/** minor units (cents); at most 100 000.00 */
const money = minorUnits(z.number().int().min(0).max(10_000_000));
const languageText = (max: number) => z.string().trim().max(max).optional();
/** one text per storefront language; which must be filled is the restaurant's language (menuNameProblems) */
const localizedInput = (max: number) =>
  z.object({ en: languageText(max), de: languageText(max), fr: languageText(max), ar: languageText(max) });
const localizedOutput = z.object({ en: z.string(), de: z.string(), fr: z.string(), ar: z.string() });
export type MenuTexts = z.infer<typeof localizedOutput>;

/** EU allergen letters and additive numbers, as the storefront's icons show them */
const allergenCode = z.string().regex(/^[A-Z]$|^[1-9]\d?$/);

export const menuQuerySchema = z.object({ restaurantId: restaurantIdSchema, lang: localeSchema.optional() });
export const menuRefSchema = z.object({
  restaurantId: restaurantIdSchema,
  id: idSchema,
  lang: localeSchema.optional(),
});

export const managerCategorySchema = z.object({
  id: z.number(),
  name: localizedOutput,
  description: localizedOutput,
  /** the name in the language the manager reads */
  label: z.string(),
  position: z.number().int(),
  hidden: z.boolean(),
  is_extra: z.boolean(),
  /** where its image is served (`/api/media/{id}`); set through managers/images (issue 20) */
  image: z.string().nullable(),
  subcategories: z.array(z.object({ id: z.number(), label: z.string(), name: localizedOutput })),
});
export type ManagerCategory = z.infer<typeof managerCategorySchema>;

export const managerProductSummarySchema = z.object({
  id: z.number(),
  category_id: z.number(),
  label: z.string(),
  price: minorUnits(),
  stock: z.number().int().nullable(),
  position: z.number().int(),
  hidden: z.boolean(),
  pinned: z.boolean(),
  option_groups: z.number().int(),
});
export type ManagerProductSummary = z.infer<typeof managerProductSummarySchema>;

export const managerMenuSchema = z.object({
  currency: z.string(),
  /** the restaurant's own language: names must be given in it */
  language: localeSchema,
  categories: z.array(managerCategorySchema),
  products: z.array(managerProductSummarySchema),
  depots: z.array(z.object({ id: z.number(), label: z.string(), price: minorUnits() })),
});
export type ManagerMenu = z.infer<typeof managerMenuSchema>;
export const managerMenuResponseSchema = z.object({ data: managerMenuSchema });

export const categoryBodySchema = z.object({
  restaurantId: restaurantIdSchema,
  name: localizedInput(100),
  description: localizedInput(500).default({}),
  hidden: z.boolean().default(false),
  /** SPEC §3 extra flag: offered in the cart's extras panel */
  is_extra: z.boolean().default(false),
  lang: localeSchema.optional(),
});
export type CategoryBody = z.input<typeof categoryBodySchema>;
export const updateCategoryBodySchema = categoryBodySchema.extend({ id: idSchema });
export const categoryResponseSchema = z.object({ data: managerCategorySchema, message: messageSchema });

const optionSchema = z.object({
  /** an option the group already has; without it a new one */
  id: idSchema.optional(),
  name: localizedInput(100),
  /** what the option adds to the product's price, minor units */
  price: money,
});
const optionGroupSchema = z.object({
  id: idSchema.optional(),
  name: localizedInput(100),
  min: z.number().int().min(0).max(50),
  /** null = as many as there are options */
  max: z.number().int().min(1).max(50).nullable(),
  options: z.array(optionSchema).min(1).max(50),
});
export type OptionGroupInput = z.input<typeof optionGroupSchema>;

/**
 * SPEC §3 happyHours: a product only orderable on a weekday (1..7, Sunday = 7) between two
 * days, optionally within a time of day (both or neither; domain's happyHourProblems).
 */
const happyHourSchema = z.object({
  weekday: z.number().int().min(1).max(7),
  start_date: isoDateSchema,
  end_date: isoDateSchema,
  start_time: clockSchema.nullable().default(null),
  end_time: clockSchema.nullable().default(null),
});
export type HappyHourInput = z.input<typeof happyHourSchema>;
/** SPEC §3 extra_tabs: titled texts behind the card's info button; the content is rich text */
const extraTabSchema = z.object({
  title: localizedInput(100),
  content: localizedInput(5_000).default({}),
});
export type ExtraTabInput = z.input<typeof extraTabSchema>;

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

const managerOptionGroupSchema = z.object({
  id: z.number(),
  name: localizedOutput,
  min: z.number().int(),
  max: z.number().int().nullable(),
  options: z.array(z.object({ id: z.number(), name: localizedOutput, price: minorUnits() })),
});

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

/** A new order of one level: all categories, or the products of one category. */
export const reorderCategoriesBodySchema = z.object({
  restaurantId: restaurantIdSchema,
  ids: z.array(idSchema).min(1).max(500),
  lang: localeSchema.optional(),
});
export const reorderProductsBodySchema = reorderCategoriesBodySchema.extend({ category_id: idSchema });

export const visibilityBodySchema = menuRefSchema.extend({ hidden: z.boolean() });
export const menuDoneSchema = z.object({ message: messageSchema });

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

/** A subcategory: a named section of one category's products (SPEC §2 subcategory sections). */
export const subcategoryBodySchema = z.object({
  restaurantId: restaurantIdSchema,
  category_id: idSchema,
  name: localizedInput(100),
  lang: localeSchema.optional(),
});
export type SubcategoryBody = z.input<typeof subcategoryBodySchema>;
export const updateSubcategoryBodySchema = subcategoryBodySchema.extend({ id: idSchema });
export const subcategoryResponseSchema = z.object({
  data: z.object({ id: z.number(), category_id: z.number(), label: z.string(), name: localizedOutput }),
  message: messageSchema,
});
