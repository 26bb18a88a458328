import type { DeliveryType, TaxCategory } from '@tavola/domain';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, id, localized, updatedAt } from './columns';
import { media, restaurants } from './restaurants';
import { nullOnDelete, sameRestaurant, tenantKey } from './tenant-keys';

const restaurantId = () =>
  integer()
    .notNull()
    .references(() => restaurants.id, { onDelete: 'cascade' });

export const categories = pgTable(
  'categories',
  {
    id: id(),
    restaurantId: restaurantId(),
    name: localized().notNull(),
    description: localized(),
    footNote: localized(),
    imageId: integer(),
    priority: integer().notNull().default(0),
    /** SPEC §3 category extra flag: products offered in the cart's extras panel */
    isExtra: boolean().notNull().default(false),
    active: boolean().notNull().default(true),
  },
  (t) => [
    index('categories_restaurant_idx').on(t.restaurantId, t.priority),
    tenantKey('categories', t.restaurantId, t.id),
    sameRestaurant(
      'categories_image_tenant_fk',
      { restaurantId: t.restaurantId, column: t.imageId },
      media,
      nullOnDelete('image_id'),
    ),
  ],
);

export const subcategories = pgTable(
  'subcategories',
  {
    id: id(),
    restaurantId: restaurantId(),
    categoryId: integer().notNull(),
    name: localized().notNull(),
    imageId: integer(),
    priority: integer().notNull().default(0),
  },
  (t) => [
    index('subcategories_category_idx').on(t.categoryId),
    tenantKey('subcategories', t.restaurantId, t.id),
    sameRestaurant(
      'subcategories_category_tenant_fk',
      { restaurantId: t.restaurantId, column: t.categoryId },
      categories,
      'cascade',
    ),
    sameRestaurant(
      'subcategories_image_tenant_fk',
      { restaurantId: t.restaurantId, column: t.imageId },
      media,
      nullOnDelete('image_id'),
    ),
  ],
);

/** SPEC §3 depot: a deposit (e.g. bottle Pfand) charged with a product. */
export const depots = pgTable(
  'depots',
  {
    id: id(),
    restaurantId: restaurantId(),
    name: localized().notNull(),
    price: integer().notNull(),
  },
  (t) => [tenantKey('depots', t.restaurantId, t.id)],
);

export interface ExtraTab {
  id: number;
  title: Record<string, string>;
  content: Record<string, string>;
}

export const products = pgTable(
  'products',
  {
    id: id(),
    restaurantId: restaurantId(),
    categoryId: integer().notNull(),
    subcategoryId: integer(),
    name: localized().notNull(),
    /** sanitised rich text per locale */
    description: localized(),
    imageId: integer(),
    /** minor units */
    price: integer().notNull(),
    /** minor units; shown as 'From' on cards */
    minPrice: integer(),
    /** null = unlimited */
    stock: integer(),
    isPackage: boolean().notNull().default(false),
    allergyCodes: text().array().notNull().default([]),
    extraTabs: jsonb().$type<ExtraTab[]>().notNull().default([]),
    deliveryTypes: text().array().$type<DeliveryType[]>().notNull().default(['delivery', 'pickup', 'here']),
    pinned: boolean().notNull().default(false),
    priority: integer().notNull().default(0),
    depotId: integer(),
    /** issue 36 (decision 084): what it is for VAT; the rate follows from the restaurant's country and the way of ordering */
    taxCategory: text().$type<TaxCategory>().notNull().default('food'),
    /** SPEC §3 additional_info_config: event cards may ask for a name and a date */
    askName: boolean().notNull().default(false),
    askDate: boolean().notNull().default(false),
    /** last day the product can be ordered for; null = no end */
    endDate: date(),
    active: boolean().notNull().default(true),
    /**
     * Decision 037: a deleted product is archived, not removed: it stays inactive (guests
     * cannot see or order it) and leaves the manager's menu, while open baskets and past
     * orders still name it.
     */
    archivedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('products_category_idx').on(t.restaurantId, t.categoryId),
    index('products_pinned_idx').on(t.restaurantId, t.pinned),
    tenantKey('products', t.restaurantId, t.id),
    sameRestaurant(
      'products_category_tenant_fk',
      { restaurantId: t.restaurantId, column: t.categoryId },
      categories,
      'cascade',
    ),
    sameRestaurant(
      'products_subcategory_tenant_fk',
      { restaurantId: t.restaurantId, column: t.subcategoryId },
      subcategories,
      nullOnDelete('subcategory_id'),
    ),
    sameRestaurant(
      'products_image_tenant_fk',
      { restaurantId: t.restaurantId, column: t.imageId },
      media,
      nullOnDelete('image_id'),
    ),
    sameRestaurant(
      'products_depot_tenant_fk',
      { restaurantId: t.restaurantId, column: t.depotId },
      depots,
      nullOnDelete('depot_id'),
    ),
  ],
);

/**
 * SPEC §3 happyHours: a product limited to some weekdays (1..7, Sunday = 7) within a date
 * range, optionally within a time of day.
 */
export const happyHours = pgTable(
  'happy_hours',
  {
    id: id(),
    restaurantId: restaurantId(),
    productId: integer().notNull(),
    weekday: smallint().notNull(),
    startDate: date().notNull(),
    endDate: date().notNull(),
    startTime: text(),
    endTime: text(),
  },
  (t) => [
    index('happy_hours_product_idx').on(t.productId),
    sameRestaurant(
      'happy_hours_product_tenant_fk',
      { restaurantId: t.restaurantId, column: t.productId },
      products,
      'cascade',
    ),
  ],
);

export const attributeGroups = pgTable(
  'attribute_groups',
  {
    id: id(),
    restaurantId: restaurantId(),
    name: localized().notNull(),
    minimumValue: integer().notNull().default(0),
    maximumValue: integer(),
    isMultiSelect: boolean().notNull().default(false),
    priority: integer().notNull().default(0),
  },
  (t) => [tenantKey('attribute_groups', t.restaurantId, t.id)],
);

export const attributeItems = pgTable(
  'attribute_items',
  {
    id: id(),
    restaurantId: restaurantId(),
    groupId: integer().notNull(),
    name: localized().notNull(),
    imageId: integer(),
    priority: integer().notNull().default(0),
    /** issue 36: an option sold as something else (a drink with a meal); null = the product's category */
    taxCategory: text().$type<TaxCategory>(),
  },
  (t) => [
    index('attribute_items_group_idx').on(t.groupId),
    tenantKey('attribute_items', t.restaurantId, t.id),
    sameRestaurant(
      'attribute_items_group_tenant_fk',
      { restaurantId: t.restaurantId, column: t.groupId },
      attributeGroups,
      'cascade',
    ),
    sameRestaurant(
      'attribute_items_image_tenant_fk',
      { restaurantId: t.restaurantId, column: t.imageId },
      media,
      nullOnDelete('image_id'),
    ),
  ],
);

/** SPEC §3 attribute item pivot {id, price}: the item offered for one product at a price. */
export const productAttributeItems = pgTable(
  'product_attribute_items',
  {
    id: id(),
    restaurantId: restaurantId(),
    productId: integer().notNull(),
    attributeItemId: integer().notNull(),
    price: integer().notNull().default(0),
  },
  (t) => [
    uniqueIndex('product_attribute_items_unique').on(t.productId, t.attributeItemId),
    tenantKey('product_attribute_items', t.restaurantId, t.id),
    sameRestaurant(
      'product_attribute_items_product_tenant_fk',
      { restaurantId: t.restaurantId, column: t.productId },
      products,
      'cascade',
    ),
    sameRestaurant(
      'product_attribute_items_item_tenant_fk',
      { restaurantId: t.restaurantId, column: t.attributeItemId },
      attributeItems,
      'cascade',
    ),
  ],
);

export const packageSteps = pgTable(
  'package_steps',
  {
    id: id(),
    restaurantId: restaurantId(),
    productId: integer().notNull(),
    name: localized().notNull(),
    question: localized(),
    min: integer().notNull().default(0),
    max: integer().notNull().default(1),
    priority: integer().notNull().default(0),
  },
  (t) => [
    index('package_steps_product_idx').on(t.productId),
    tenantKey('package_steps', t.restaurantId, t.id),
    sameRestaurant(
      'package_steps_product_tenant_fk',
      { restaurantId: t.restaurantId, column: t.productId },
      products,
      'cascade',
    ),
  ],
);

/** A product that can be chosen in a package step, at an extra price (usually 0). */
export const packageStepProducts = pgTable(
  'package_step_products',
  {
    id: id(),
    restaurantId: restaurantId(),
    stepId: integer().notNull(),
    productId: integer().notNull(),
    price: integer().notNull().default(0),
    isMultipleAllowed: boolean().notNull().default(false),
    priority: integer().notNull().default(0),
  },
  (t) => [
    uniqueIndex('package_step_products_unique').on(t.stepId, t.productId),
    tenantKey('package_step_products', t.restaurantId, t.id),
    sameRestaurant(
      'package_step_products_step_tenant_fk',
      { restaurantId: t.restaurantId, column: t.stepId },
      packageSteps,
      'cascade',
    ),
    sameRestaurant(
      'package_step_products_product_tenant_fk',
      { restaurantId: t.restaurantId, column: t.productId },
      products,
      'cascade',
    ),
  ],
);

/** SPEC §3 break pattern: products paused on some weekdays from a start time, between dates. */
export const breakPatterns = pgTable(
  'break_patterns',
  {
    id: id(),
    restaurantId: restaurantId(),
    name: text().notNull(),
    startTime: text().notNull(),
    endTime: text(),
    weekdays: smallint().array().notNull(),
    startDate: date().notNull(),
    endDate: date(),
    stoppedAt: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('break_patterns_name_unique').on(t.restaurantId, t.name),
    tenantKey('break_patterns', t.restaurantId, t.id),
  ],
);

export const breakPatternProducts = pgTable(
  'break_pattern_products',
  {
    restaurantId: restaurantId(),
    breakPatternId: integer().notNull(),
    productId: integer().notNull(),
  },
  (t) => [
    uniqueIndex('break_pattern_products_unique').on(t.breakPatternId, t.productId),
    sameRestaurant(
      'break_pattern_products_pattern_tenant_fk',
      { restaurantId: t.restaurantId, column: t.breakPatternId },
      breakPatterns,
      'cascade',
    ),
    sameRestaurant(
      'break_pattern_products_product_tenant_fk',
      { restaurantId: t.restaurantId, column: t.productId },
      products,
      'cascade',
    ),
  ],
);

/**
 * SPEC §3 ticket time: from start_date to end_date, on a weekday (0 = Sunday .. 6, SPEC's list),
 * a class starts at `time` ('HH:MM') and lasts `duration` ('HH:MM'); capacity null = unlimited.
 */
export const ticketTimes = pgTable(
  'ticket_times',
  {
    id: id(),
    restaurantId: restaurantId(),
    startDate: date().notNull(),
    endDate: date().notNull(),
    weekday: smallint().notNull(),
    time: text().notNull(),
    duration: text().notNull(),
    capacity: integer(),
  },
  (t) => [index('ticket_times_restaurant_idx').on(t.restaurantId, t.weekday)],
);
