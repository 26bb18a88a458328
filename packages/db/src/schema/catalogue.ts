import type { DeliveryType } from '@tavola/domain';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, id, localized, updatedAt } from './columns';
import { media, restaurants } from './restaurants';

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
    imageId: integer().references(() => media.id, { onDelete: 'set null' }),
    priority: integer().notNull().default(0),
    /** SPEC §3 category extra flag: products offered in the cart's extras panel */
    isExtra: boolean().notNull().default(false),
    active: boolean().notNull().default(true),
  },
  (t) => [index('categories_restaurant_idx').on(t.restaurantId, t.priority)],
);

export const subcategories = pgTable(
  'subcategories',
  {
    id: id(),
    restaurantId: restaurantId(),
    categoryId: integer()
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    name: localized().notNull(),
    imageId: integer().references(() => media.id, { onDelete: 'set null' }),
    priority: integer().notNull().default(0),
  },
  (t) => [index('subcategories_category_idx').on(t.categoryId)],
);

/** SPEC §3 depot: a deposit (e.g. bottle Pfand) charged with a product. */
export const depots = pgTable('depots', {
  id: id(),
  restaurantId: restaurantId(),
  name: localized().notNull(),
  price: integer().notNull(),
});

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
    categoryId: integer()
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    subcategoryId: integer().references(() => subcategories.id, { onDelete: 'set null' }),
    name: localized().notNull(),
    /** sanitised rich text per locale */
    description: localized(),
    imageId: integer().references(() => media.id, { onDelete: 'set null' }),
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
    depotId: integer().references(() => depots.id, { onDelete: 'set null' }),
    /** SPEC §3 additional_info_config: event cards may ask for a name and a date */
    askName: boolean().notNull().default(false),
    askDate: boolean().notNull().default(false),
    /** last day the product can be ordered for; null = no end */
    endDate: date(),
    active: boolean().notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('products_category_idx').on(t.restaurantId, t.categoryId),
    index('products_pinned_idx').on(t.restaurantId, t.pinned),
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
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    weekday: smallint().notNull(),
    startDate: date().notNull(),
    endDate: date().notNull(),
    startTime: text(),
    endTime: text(),
  },
  (t) => [index('happy_hours_product_idx').on(t.productId)],
);

export const attributeGroups = pgTable('attribute_groups', {
  id: id(),
  restaurantId: restaurantId(),
  name: localized().notNull(),
  minimumValue: integer().notNull().default(0),
  maximumValue: integer(),
  isMultiSelect: boolean().notNull().default(false),
  priority: integer().notNull().default(0),
});

export const attributeItems = pgTable(
  'attribute_items',
  {
    id: id(),
    restaurantId: restaurantId(),
    groupId: integer()
      .notNull()
      .references(() => attributeGroups.id, { onDelete: 'cascade' }),
    name: localized().notNull(),
    imageId: integer().references(() => media.id, { onDelete: 'set null' }),
    priority: integer().notNull().default(0),
  },
  (t) => [index('attribute_items_group_idx').on(t.groupId)],
);

/** SPEC §3 attribute item pivot {id, price}: the item offered for one product at a price. */
export const productAttributeItems = pgTable(
  'product_attribute_items',
  {
    id: id(),
    restaurantId: restaurantId(),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    attributeItemId: integer()
      .notNull()
      .references(() => attributeItems.id, { onDelete: 'cascade' }),
    price: integer().notNull().default(0),
  },
  (t) => [uniqueIndex('product_attribute_items_unique').on(t.productId, t.attributeItemId)],
);

export const packageSteps = pgTable(
  'package_steps',
  {
    id: id(),
    restaurantId: restaurantId(),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    name: localized().notNull(),
    question: localized(),
    min: integer().notNull().default(0),
    max: integer().notNull().default(1),
    priority: integer().notNull().default(0),
  },
  (t) => [index('package_steps_product_idx').on(t.productId)],
);

/** A product that can be chosen in a package step, at an extra price (usually 0). */
export const packageStepProducts = pgTable(
  'package_step_products',
  {
    id: id(),
    restaurantId: restaurantId(),
    stepId: integer()
      .notNull()
      .references(() => packageSteps.id, { onDelete: 'cascade' }),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    price: integer().notNull().default(0),
    isMultipleAllowed: boolean().notNull().default(false),
    priority: integer().notNull().default(0),
  },
  (t) => [uniqueIndex('package_step_products_unique').on(t.stepId, t.productId)],
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
  (t) => [uniqueIndex('break_patterns_name_unique').on(t.restaurantId, t.name)],
);

export const breakPatternProducts = pgTable(
  'break_pattern_products',
  {
    restaurantId: restaurantId(),
    breakPatternId: integer()
      .notNull()
      .references(() => breakPatterns.id, { onDelete: 'cascade' }),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
  },
  (t) => [uniqueIndex('break_pattern_products_unique').on(t.breakPatternId, t.productId)],
);

/** SPEC §3 ticket time: event slots with a capacity (null = unlimited). */
export const ticketTimes = pgTable('ticket_times', {
  id: id(),
  restaurantId: restaurantId(),
  startDate: date().notNull(),
  endDate: date().notNull(),
  weekday: smallint().notNull(),
  time: text().notNull(),
  duration: text().notNull(),
  capacity: integer(),
});
