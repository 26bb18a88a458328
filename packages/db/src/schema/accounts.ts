import type { StaffRole } from '@tavola/domain';
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
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
    /** issue 20 (decision 044): an owner may also change payments and staff; a manager may not */
    role: text().$type<StaffRole>().notNull().default('manager'),
  },
  (t) => [
    primaryKey({ columns: [t.managerId, t.restaurantId] }),
    check('manager_restaurants_role_known', sql`${t.role} in ('owner', 'manager')`),
  ],
);

/**
 * An owner's invitation to run a restaurant: the link's token is stored as its SHA-256, expires
 * and is used once (decision 044).
 */
export const staffInvitations = pgTable(
  'staff_invitations',
  {
    id: id(),
    restaurantId: integer()
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    email: text().notNull(),
    role: text().$type<StaffRole>().notNull(),
    tokenHash: text().notNull().unique(),
    invitedBy: integer().references(() => managers.id, { onDelete: 'set null' }),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    acceptedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('staff_invitations_restaurant').on(t.restaurantId, t.createdAt),
    check('staff_invitations_role_known', sql`${t.role} in ('owner', 'manager')`),
  ],
);

/**
 * Issue 20: every change made in the manager area — who, what, when (decision 044). Who is kept
 * as written at the time, so a removed colleague's entries still say who they were.
 */
export const activityEntries = pgTable(
  'activity_entries',
  {
    id: id(),
    restaurantId: integer()
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    managerId: integer().references(() => managers.id, { onDelete: 'set null' }),
    managerName: text().notNull(),
    managerEmail: text().notNull(),
    kind: text().notNull(),
    subject: text(),
    createdAt: createdAt(),
  },
  (t) => [index('activity_entries_newest').on(t.restaurantId, t.createdAt.desc(), t.id.desc())],
);
