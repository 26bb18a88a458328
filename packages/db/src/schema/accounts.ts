import { sql } from 'drizzle-orm';
import { date, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';
import { restaurants } from './restaurants';
import { sameRestaurant, tenantKey } from './tenant-keys';

/** A customer registers with one restaurant's storefront; the same e-mail may exist at another. */
export const users = pgTable(
  'users',
  {
    id: id(),
    restaurantId: integer()
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    email: text().notNull(),
    passwordHash: text().notNull(),
    name: text().notNull(),
    phone: text(),
    birthday: date(),
    company: text(),
    postalCode: text(),
    lang: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(t.restaurantId, sql`lower(${t.email})`),
    tenantKey('users', t.restaurantId, t.id),
  ],
);

export const addresses = pgTable(
  'addresses',
  {
    id: id(),
    restaurantId: integer()
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    userId: integer().notNull(),
    street: text().notNull(),
    houseNumber: text().notNull(),
    postalCode: text().notNull(),
    city: text().notNull(),
    country: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    sameRestaurant(
      'addresses_user_tenant_fk',
      { restaurantId: t.restaurantId, column: t.userId },
      users,
      'cascade',
    ),
  ],
);

/** Reset tokens are stored hashed, expire and are used once. */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: id(),
    restaurantId: integer()
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    userId: integer().notNull(),
    tokenHash: text().notNull().unique(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    sameRestaurant(
      'password_resets_user_tenant_fk',
      { restaurantId: t.restaurantId, column: t.userId },
      users,
      'cascade',
    ),
  ],
);

/** Managers are not customers: their own accounts, scoped to the restaurants they run. */
export const managers = pgTable(
  'managers',
  {
    id: id(),
    email: text().notNull(),
    passwordHash: text().notNull(),
    name: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('managers_email_unique').on(sql`lower(${t.email})`)],
);

export const managerRestaurants = pgTable(
  'manager_restaurants',
  {
    managerId: integer()
      .notNull()
      .references(() => managers.id, { onDelete: 'cascade' }),
    restaurantId: integer()
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.managerId, t.restaurantId] })],
);
