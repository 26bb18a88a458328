import { type Database, schema } from '@tavola/db';
import type { DeliveryType } from '@tavola/domain';
import { eq, sql } from 'drizzle-orm';

const { legalContents, managerRestaurants, managers, restaurants } = schema;

export interface RestaurantValues {
  slug: string;
  name: string;
  timeZone: string;
  currency: string;
  defaultLang: string;
  /** issue 33: the types switched on; absent: the contract's default (all) */
  deliveryTypes?: DeliveryType[];
  /** issue 33: the address and contact the storefront shows (the first-run page asks for them) */
  street?: string;
  postalCode?: string;
  city?: string;
  country?: string;
  telephone?: string;
  email?: string;
  /** issue 36: the seller its receipts name */
  legalName?: string;
  vatId?: string;
  taxNumber?: string;
}

export interface ManagerValues {
  email: string;
  name: string;
  passwordHash: string;
}

/** Whether the installation holds any restaurant yet (the first-run page's question). */
export async function hasRestaurants(db: Database): Promise<boolean> {
  const [row] = await db.select({ id: restaurants.id }).from(restaurants).limit(1);
  return row !== undefined;
}

/**
 * Locks the restaurants against new rows until the transaction ends, so two first-run
 * requests cannot both find the installation empty. Reads still pass.
 */
export async function lockRestaurants(tx: Database): Promise<void> {
  await tx.execute(sql`lock table ${restaurants} in share row exclusive mode`);
}

export async function slugTaken(db: Database, slug: string): Promise<boolean> {
  const [row] = await db.select({ id: restaurants.id }).from(restaurants).where(eq(restaurants.slug, slug));
  return row !== undefined;
}

export async function managerEmailTaken(db: Database, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: managers.id })
    .from(managers)
    .where(eq(sql`lower(${managers.email})`, email.toLowerCase()));
  return row !== undefined;
}

/**
 * A restaurant with nothing in it yet: no menu, hours, delivery areas or tables. Its settings
 * and theme start empty, which the contracts read as their stated defaults (cash payment, the
 * default green, every delivery type offered once it has hours).
 */
export async function insertRestaurant(tx: Database, { deliveryTypes, ...values }: RestaurantValues) {
  const [row] = await tx
    .insert(restaurants)
    .values({
      ...values,
      settings: deliveryTypes ? { deliveryTypes: [...new Set(deliveryTypes)] } : {},
      theme: {},
    })
    .returning({ id: restaurants.id, slug: restaurants.slug, name: restaurants.name });
  return row!;
}

export async function insertManager(tx: Database, restaurantId: number, values: ManagerValues) {
  const [row] = await tx
    .insert(managers)
    .values(values)
    .returning({ id: managers.id, email: managers.email });
  // the first account of a new restaurant owns it: it may invite staff and set payments (decision 044)
  await tx.insert(managerRestaurants).values({ managerId: row!.id, restaurantId, role: 'owner' });
  return row!;
}

/** Issue 33: the imprint a new restaurant starts with, in its language (sanitised like every legal text). */
export async function insertImprint(tx: Database, restaurantId: number, locale: string, html: string) {
  const { sanitizeRichText } = await import('@tavola/db/rich-text');
  await tx
    .insert(legalContents)
    .values({ restaurantId, kind: 'imprint', content: { [locale]: sanitizeRichText(html) } });
}
