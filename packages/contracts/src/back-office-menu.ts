import { localizedInput, localizedOutput } from './back-office-fields';
import { messageSchema } from './envelope';
import { idSchema, localeSchema, minorUnits, restaurantIdSchema } from './fields';
import { z } from './zod';

/**
 * Issue 20 (back office): the menu — categories, products with their texts per language,
 * prices, deposit, allergens, delivery types, stock, and the option groups a guest chooses
 * from. Manager token; every request names its restaurant. Shapes and limits are checked
 * here; what needs the restaurant (its language, its rows) is the domain's and the service's.
 */

export type MenuTexts = z.infer<typeof localizedOutput>;

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
/** A new order of one level: all categories, or the products of one category. */
export const reorderCategoriesBodySchema = z.object({
  restaurantId: restaurantIdSchema,
  ids: z.array(idSchema).min(1).max(500),
  lang: localeSchema.optional(),
});
export const reorderProductsBodySchema = reorderCategoriesBodySchema.extend({ category_id: idSchema });

export const visibilityBodySchema = menuRefSchema.extend({ hidden: z.boolean() });
export const menuDoneSchema = z.object({ message: messageSchema });
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
