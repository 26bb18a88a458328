import { dataEnvelope } from './envelope';
import {
  deliveryTypeSchema,
  flagSchema,
  idSchema,
  integerInput,
  localDateTimeSchema,
  localeSchema,
  minorUnits,
  restaurantIdSchema,
} from './fields';
import { z } from './zod';

/** Parameters every storefront GET may carry (SPEC §7: restaurantId on every request). */
const storefrontQuery = {
  restaurantId: restaurantIdSchema,
  basketId: z.string().max(64).optional(),
  lang: localeSchema.optional(),
  /** narrows the menu to what the chosen delivery type offers */
  deliveryType: deliveryTypeSchema.optional(),
  /** 'YYYY-MM-DD HH:MM' in the restaurant's zone; availability (happy hours) is judged then, else now */
  delivery_time: localDateTimeSchema.optional(),
};

export const restaurantQuerySchema = z.object({
  restaurantId: restaurantIdSchema,
  lang: localeSchema.optional(),
});
export const categoryQuerySchema = z.object({ ...storefrontQuery, extra: flagSchema.optional() });
export const productsQuerySchema = z.object({ ...storefrontQuery, categoryId: idSchema });
export const pinnedProductsQuerySchema = z.object(storefrontQuery);
export const searchProductsQuerySchema = z.object({
  ...storefrontQuery,
  name: z.string().trim().min(1).max(100),
});
export const productSearchQuerySchema = z.object({
  restaurantId: restaurantIdSchema,
  lang: localeSchema.optional(),
  query: z.string().trim().min(1).max(100),
});
export const productPackagesQuerySchema = z.object({ ...storefrontQuery, productId: idSchema });
export const categoryAttributesQuerySchema = z.object({ ...storefrontQuery, categoryId: idSchema });
export const happyHourQuerySchema = z
  .object({ ...storefrontQuery, categoryId: idSchema.optional(), pinned: flagSchema.optional() })
  .refine((query) => query.categoryId !== undefined || query.pinned, {
    path: ['categoryId'],
    params: { key: 'field_required' },
  });
export const mostSellingQuerySchema = z.object({
  ...storefrontQuery,
  limit: integerInput(1, 50).optional(),
});

const extraTabSchema = z.object({ id: z.number(), title: z.string(), content: z.string() });
const happyHourSchema = z.object({
  weekday_id: z.number().int().min(1).max(7),
  start_date: z.string(),
  end_date: z.string(),
  start_time: z.string().nullable(),
  end_time: z.string().nullable(),
});
export type HappyHourDto = z.infer<typeof happyHourSchema>;

/** SPEC §3 Product, with texts already in the requested language. Prices in minor units. */
export const productSchema = z.object({
  id: z.number(),
  category_id: z.number(),
  name: z.string(),
  description: z.string(),
  image: z.string().nullable(),
  price: minorUnits(),
  min_price: minorUnits().nullable(),
  stock: z.number().int().nullable(),
  is_package: z.union([z.literal(1), z.literal(0)]),
  /** the product has options to choose (attribute items) */
  extra: z.boolean(),
  extra_tabs: z.array(extraTabSchema),
  allergy_info: z.array(z.string()),
  subcategory_id: z.number().nullable(),
  subcategory_name: z.string().nullable(),
  subcategory_image: z.string().nullable(),
  subcategory_priority: z.number().nullable(),
  additional_info_config: z.object({ name: z.boolean(), date: z.boolean() }),
  happyHours: z.array(happyHourSchema),
  end_date: z.string().nullable(),
  depot: z.object({ name: z.string(), price: minorUnits() }).nullable(),
  delivery_types: z.array(z.string()),
  /** orderable at the requested time (happy hours, end date) */
  available: z.boolean(),
});
export type ProductDto = z.infer<typeof productSchema>;
export const productListResponseSchema = dataEnvelope(z.array(productSchema));

export const subcategorySchema = z.object({
  id: z.number(),
  name: z.string(),
  imagePath: z.string().nullable(),
});

/** SPEC §3 Category. */
export const categorySchema = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string(),
  foot_note: z.string(),
  image: z.string().nullable(),
  extra: z.boolean(),
  pivot: z.object({ priority: z.number() }),
  products_count: z.number().int(),
  subcategories: z.array(subcategorySchema),
});
export type CategoryDto = z.infer<typeof categorySchema>;
export const categoryListResponseSchema = dataEnvelope(z.array(categorySchema));

export const productSearchResponseSchema = dataEnvelope(
  z.array(z.object({ id: z.number(), name: z.string(), category_id: z.number(), category_name: z.string() })),
);

/** SPEC §3 Package step and step product. */
export const packageStepSchema = z.object({
  id: z.number(),
  name: z.string(),
  question: z.string(),
  min: z.number().int(),
  max: z.number().int(),
  products: z.array(
    z.object({
      id: z.number(),
      /** the step-product row, used as productPackage when adding to a basket */
      productPackageId: z.number(),
      name: z.string(),
      image: z.string().nullable(),
      price: minorUnits(),
      stock: z.number().int().nullable(),
      is_multiple_allowed: z.boolean(),
      allergy_info: z.array(z.string()),
      depot: z.object({ name: z.string(), price: minorUnits() }).nullable(),
    }),
  ),
});
export type PackageStepDto = z.infer<typeof packageStepSchema>;
export const productPackagesResponseSchema = dataEnvelope(z.array(packageStepSchema));

/** SPEC §3 Attribute group with items and their per-product price (pivot). */
export const attributeGroupSchema = z.object({
  id: z.number(),
  name: z.string(),
  minimum_value: z.number().int(),
  maximum_value: z.number().int().nullable(),
  is_multi_select: z.boolean(),
  items: z.array(
    z.object({
      id: z.number(),
      name: z.string(),
      image: z.string().nullable(),
      pivot: z.object({ id: z.number(), price: minorUnits() }),
    }),
  ),
});
export type AttributeGroupDto = z.infer<typeof attributeGroupSchema>;
export const categoryAttributesResponseSchema = dataEnvelope(
  z.array(z.object({ productId: z.number(), groups: z.array(attributeGroupSchema) })),
);

export const happyHourResponseSchema = dataEnvelope(
  z.array(z.object({ productId: z.number(), happyHours: z.array(happyHourSchema), available: z.boolean() })),
);
