import { type Database, schema } from '@tavola/db';
import { and, eq } from 'drizzle-orm';
import { notFound } from '../../lib/http-error';
import type { AddressRow } from './account.repository';
import type { Customer } from './customer';
import { requireUser } from './profile.service';

const { addresses } = schema;

export interface AddressInput {
  street: string;
  house_number: string;
  postal_code: string;
  city: string;
  country: string;
}

const columns = (input: AddressInput) => ({
  street: input.street,
  houseNumber: input.house_number,
  postalCode: input.postal_code,
  city: input.city,
  country: input.country,
});

/** Only the customer's own address of their own restaurant; anyone else's does not exist for them. */
const own = (customer: Customer, id: number) =>
  and(
    eq(addresses.id, id),
    eq(addresses.userId, customer.userId),
    eq(addresses.restaurantId, customer.restaurantId),
  );

export async function addAddress(db: Database, customer: Customer, input: AddressInput): Promise<AddressRow> {
  await requireUser(db, customer);
  const [row] = await db
    .insert(addresses)
    .values({ restaurantId: customer.restaurantId, userId: customer.userId, ...columns(input) })
    .returning();
  if (!row) throw new Error('address insert returned nothing');
  return row;
}

export async function editAddress(
  db: Database,
  customer: Customer,
  id: number,
  input: AddressInput,
): Promise<AddressRow> {
  const [row] = await db.update(addresses).set(columns(input)).where(own(customer, id)).returning();
  if (!row) throw notFound('address_not_exist');
  return row;
}

export async function removeAddress(db: Database, customer: Customer, id: number): Promise<void> {
  const removed = await db.delete(addresses).where(own(customer, id)).returning({ id: addresses.id });
  if (removed.length === 0) throw notFound('address_not_exist');
}
