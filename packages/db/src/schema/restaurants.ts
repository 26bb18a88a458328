import type { DeliveryType } from '@tavola/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { bytea, createdAt, id, localized, updatedAt, writtenAt } from './columns';
import { tenantKey } from './tenant-keys';

/**
 * A tenant. Settings that the storefront reads live in `settings` (validated by the
 * contracts' RestaurantSettings schema, defaults filled there); secrets never do.
 */
export const restaurants = pgTable(
  'restaurants',
  {
    id: id(),
    slug: text().notNull(),
    name: text().notNull(),
    street: text().notNull().default(''),
    postalCode: text().notNull().default(''),
    city: text().notNull().default(''),
    country: text().notNull().default(''),
    telephone: text().notNull().default(''),
    email: text().notNull().default(''),
    /**
     * issue 36 (decision 086): who the receipts name as the seller, with the tax identifiers
     * § 14 (4) UStG asks for (a VAT ID, or else the tax number the tax office gave); empty: not given
     */
    legalName: text().notNull().default(''),
    vatId: text().notNull().default(''),
    taxNumber: text().notNull().default(''),
    timeZone: text().notNull(),
    currency: text().notNull(),
    defaultLang: text().notNull(),
    settings: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    theme: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    socialLinks: jsonb().$type<Record<string, string>>().notNull().default({}),
    pinnedProductsLabel: localized(),
    closeMessage: localized(),
    /** the cuisine line the restaurant search shows (issue 19), e.g. 'Mediterranean · Vegetarian' */
    cuisine: localized(),
    /** an inactive restaurant is listed nowhere: the restaurant search never shows it (issue 19) */
    active: boolean().notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('restaurants_slug_unique').on(t.slug),
    // pickup and eat-in search by the restaurant's own postal code
    index('restaurants_postal_code_idx').on(t.postalCode),
  ],
);

/**
 * Provider credentials per restaurant (payment providers; 'recaptcha' holds the secret paired
 * with settings.recaptcha_site_key). Read only by the services that call the provider, never
 * serialised to clients.
 */
export const restaurantPaymentCredentials = pgTable(
  'restaurant_payment_credentials',
  {
    id: id(),
    restaurantId: integer()
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    provider: text().$type<'mollie' | 'saferPay' | 'demo' | 'recaptcha'>().notNull(),
    credentials: jsonb().$type<Record<string, string>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('payment_credentials_provider_unique').on(t.restaurantId, t.provider)],
);

/** SPEC §3 restaurantAvailableTimes / restaurantTakeawayTimes / hereTimes: a window per weekday and type. */
export const openingHours = pgTable(
  'opening_hours',
  {
    id: id(),
    restaurantId: integer()
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    deliveryType: text().$type<DeliveryType>().notNull(),
    weekday: smallint().notNull(),
    openAt: text().notNull(),
    closeAt: text().notNull(),
  },
  (t) => [index('opening_hours_restaurant_idx').on(t.restaurantId, t.deliveryType)],
);

/** SPEC §3 restaurant_close_times / restaurant_end_close_times: holidays and closures, wall-clock in the restaurant's zone. */
export const closeTimes = pgTable(
  'close_times',
  {
    id: id(),
    restaurantId: integer()
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    startsAt: text().notNull(),
    endsAt: text().notNull(),
    reason: localized(),
  },
  // the restaurant search reads the closures of many restaurants at once
  (t) => [index('close_times_restaurant_idx').on(t.restaurantId)],
);

/** Postal codes the restaurant delivers to, with the fee and the minimum order value there. */
export const deliveryAreas = pgTable(
  'delivery_areas',
  {
    id: id(),
    restaurantId: integer()
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    postalCode: text().notNull(),
    shippingPrice: integer().notNull(),
    minimumOrderValue: integer().notNull().default(0),
    /** order value from which delivery is free; null = never */
    freeFrom: integer(),
  },
  (t) => [
    uniqueIndex('delivery_areas_code_unique').on(t.restaurantId, t.postalCode),
    // the restaurant search starts from the postal code (issue 19)
    index('delivery_areas_postal_code_idx').on(t.postalCode, t.restaurantId),
  ],
);

export const legalContents = pgTable(
  'legal_contents',
  {
    restaurantId: integer()
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    kind: text().$type<'about_us' | 'privacy_policy' | 'imprint' | 'terms_and_conditions'>().notNull(),
    content: localized().notNull(),
  },
  (t) => [primaryKey({ columns: [t.restaurantId, t.kind] })],
);

export const informationPages = pgTable('information_pages', {
  id: id(),
  restaurantId: integer()
    .notNull()
    .references(() => restaurants.id, { onDelete: 'cascade' }),
  title: localized().notNull(),
  content: localized().notNull(),
  priority: integer().notNull().default(0),
});

export const announcements = pgTable('announcements', {
  id: id(),
  restaurantId: integer()
    .notNull()
    .references(() => restaurants.id, { onDelete: 'cascade' }),
  kind: text().$type<'general' | 'before_checkout'>().notNull(),
  content: localized().notNull(),
  active: boolean().notNull().default(true),
});

/**
 * A table's QR token (decision 027): base64url of two version-4 UUIDs' 32 bytes, 244 random bits
 * from PostgreSQL's own generator (no pgcrypto needed; a single UUID has only 122). The database
 * makes it, so a row written by hand gets one too, and `qr_code = default` regenerates it.
 */
export const tableTokenDefault = sql`rtrim(translate(encode(decode(replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', ''), 'hex'), 'base64'), '+/', '-_'), '=')`;

/** Tables of a restaurant: booked (SPEC §3 Reserved table) and ordered at by QR code (issue 16). */
export const tables = pgTable(
  'restaurant_tables',
  {
    id: id(),
    restaurantId: integer()
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    /** seats */
    capacity: integer().notNull(),
    /** the token printed in the table's QR code; only its holder may order at the table */
    qrCode: text().notNull().default(tableTokenDefault),
    reservable: boolean().notNull().default(true),
    /** a part of the restaurant (e.g. 'Courtyard'), to group tables on the board and the QR sheet */
    area: text(),
    /** an inactive table takes neither orders nor bookings; its orders stay */
    active: boolean().notNull().default(true),
  },
  (t) => [
    uniqueIndex('tables_name_unique').on(t.restaurantId, t.name),
    tenantKey('restaurant_tables', t.restaurantId, t.id),
  ],
);

/** One stored variant of an uploaded image (issue 20): its file is `${restaurantId}/${mediaId}/${width}.${format}`. */
export interface MediaVariant {
  width: number;
  height: number;
  format: 'avif' | 'webp';
  bytes: number;
}

/**
 * Images (product photos, logos). The demo's illustrations are SVG kept in `body`; a manager's
 * upload (issue 20) is a set of AVIF/WebP `variants` kept in the media storage (DATA_DIR or an
 * S3-compatible store), with no body. Exactly one of the two is set.
 */
export const media = pgTable(
  'media',
  {
    id: id(),
    restaurantId: integer()
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    contentType: text().notNull(),
    body: bytea(),
    variants: jsonb().$type<MediaVariant[]>(),
    createdAt: createdAt(),
  },
  // (restaurant_id, id) also serves the lookups by restaurant the former media_restaurant_idx served
  (t) => [
    tenantKey('media', t.restaurantId, t.id),
    check('media_body_or_variants', sql`num_nonnulls(${t.body}, ${t.variants}) = 1`),
  ],
);

export const websiteViews = pgTable('website_views', {
  id: id(),
  restaurantId: integer()
    .notNull()
    .references(() => restaurants.id, { onDelete: 'cascade' }),
  qrCode: boolean().notNull(),
  unique: boolean().notNull(),
  isNew: boolean().notNull(),
  viewedAt: writtenAt(),
});
