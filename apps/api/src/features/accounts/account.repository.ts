import { type Database, schema } from '@tavola/db';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Customer } from './customer';

const { users, addresses } = schema;

export type UserRow = typeof users.$inferSelect;
export type AddressRow = typeof addresses.$inferSelect;

export const sameEmail = (email: string) => eq(sql`lower(${users.email})`, email.trim().toLowerCase());

/** The customer's own row; every read is scoped by restaurant and user. */
export async function findUser(db: Database, customer: Customer): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, customer.userId), eq(users.restaurantId, customer.restaurantId)));
  return row;
}

export async function findUserByEmail(
  db: Database,
  restaurantId: number,
  email: string,
): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.restaurantId, restaurantId), sameEmail(email)));
  return row;
}

export async function listAddresses(db: Database, customer: Customer): Promise<AddressRow[]> {
  return db
    .select()
    .from(addresses)
    .where(and(eq(addresses.userId, customer.userId), eq(addresses.restaurantId, customer.restaurantId)))
    .orderBy(asc(addresses.id));
}

/** PostgreSQL's unique_violation: the e-mail was taken between our check and the write. */
export function isUniqueViolation(error: unknown): boolean {
  for (let cause: unknown = error; cause; cause = (cause as { cause?: unknown }).cause) {
    if ((cause as { code?: string }).code === '23505') return true;
  }
  return false;
}
