import type { LocalizedText } from '@tavola/domain';
import { customType, integer, jsonb, timestamp } from 'drizzle-orm/pg-core';

/** A menu text with one translation per locale (SPEC: menu content may be translated per locale). */
export const localized = (name?: string) => (name ? jsonb(name) : jsonb()).$type<LocalizedText>();

export const id = () => integer().primaryKey().generatedAlwaysAsIdentity();

export const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp({ withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

/** Binary column; PGlite hands back a Uint8Array, node-postgres a Buffer (also a Uint8Array). */
export const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});
