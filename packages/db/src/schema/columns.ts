import type { LocalizedText } from '@tavola/domain';
import { customType, integer, jsonb, timestamp } from 'drizzle-orm/pg-core';

/** A menu text with one translation per locale (SPEC: menu content may be translated per locale). */
export const localized = (name?: string) => (name ? jsonb(name) : jsonb()).$type<LocalizedText>();

export const id = () => integer().primaryKey().generatedAlwaysAsIdentity();

/**
 * A moment the app writes from its own clock (decision 021): the app later compares these with
 * `Date.now()` (payment expiry, reset links, sessions), and a database server's `now()` does not
 * follow a clock that tests move. The SQL default stays for rows written by hand.
 */
export const writtenAt = () =>
  timestamp({ withTimezone: true })
    .notNull()
    .defaultNow()
    .$defaultFn(() => new Date());

export const createdAt = writtenAt;
export const updatedAt = () => writtenAt().$onUpdate(() => new Date());

/** Binary column; PGlite hands back a Uint8Array, node-postgres a Buffer (also a Uint8Array). */
export const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});
