import { asc, count, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { hashPassword } from '../password-hash';
import { restaurants } from '../schema';
import { type DemoLogin, demoCustomer, demoManagers, demoPayfixCard } from './demo-accounts';

export interface DemoLogins {
  /** false when the database already held restaurants and nothing was written */
  seeded: boolean;
  restaurants: { id: number; slug: string; name: string }[];
  /** the manager of the main demo restaurant */
  manager: DemoLogin;
  /** every demo restaurant's manager, with the slugs of what they run */
  managers: (DemoLogin & { restaurants: readonly string[] })[];
  /** a registered customer of the main demo restaurant */
  customer: DemoLogin;
  /** the main demo restaurant's payFix card */
  payfixCard: { qrCode: string; pin: string };
}

export interface SeedDemoOptions {
  log?: (line: string) => void;
  /**
   * Slugs of the demo restaurants to seed (default: all). A migration test seeds the demo as it
   * was when its migration was written, before later restaurants needed later tables.
   */
  restaurants?: readonly string[];
}

/** Any constant shared by concurrent seeders: the second one waits, then finds the data there. */
const seedLockKey = 727_301;

const logins = {
  manager: { email: demoManagers[0]!.email, password: demoManagers[0]!.password },
  managers: demoManagers.map(({ email, password, restaurants }) => ({ email, password, restaurants })),
  customer: { email: demoCustomer.email, password: demoCustomer.password },
  payfixCard: { qrCode: demoPayfixCard.qrCode, pin: demoPayfixCard.pin },
};

async function existingRestaurants(db: Database): Promise<DemoLogins['restaurants']> {
  return db
    .select({ id: restaurants.id, slug: restaurants.slug, name: restaurants.name })
    .from(restaurants)
    .orderBy(asc(restaurants.id));
}

/**
 * Fills an empty database with the demo restaurants, their menus and the demo accounts, all in
 * one transaction. A database that already has restaurants is left alone.
 */
export async function seedDemo(db: Database, options: SeedDemoOptions = {}): Promise<DemoLogins> {
  const log = options.log ?? (() => {});
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(restaurants);
  if (total > 0) {
    log(`Database already has ${total} restaurant(s); demo data not seeded.`);
    return { seeded: false, restaurants: await existingRestaurants(db), ...logins };
  }

  // the menus, images and sanitiser load only now: a start on seeded data goes without them
  const { insertDemoData } = await import('./insert-demo');
  // argon2 is slow on purpose: hash before the transaction so it stays short
  const managerHashes = await Promise.all(demoManagers.map((manager) => hashPassword(manager.password)));
  const customerHash = await hashPassword(demoCustomer.password);
  const payfixPinHash = await hashPassword(demoPayfixCard.pin);

  const inserted = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${seedLockKey})`);
    const [{ total: raced } = { total: 0 }] = await tx.select({ total: count() }).from(restaurants);
    if (raced > 0) return undefined;

    return insertDemoData(
      tx,
      { managers: managerHashes, customer: customerHash, payfixPin: payfixPinHash },
      options.restaurants,
    );
  });

  if (!inserted) {
    log('Another process seeded the demo data first.');
    return { seeded: false, restaurants: await existingRestaurants(db), ...logins };
  }
  for (const restaurant of inserted) {
    const { categories, products, packages } = restaurant.counts;
    log(
      `Seeded ${restaurant.name} (${restaurant.slug}, id ${restaurant.id}): ` +
        `${categories} categories, ${products} products, ${packages} set menus.`,
    );
  }
  log(`Manager login: ${logins.manager.email} / ${logins.manager.password}`);
  log(`Customer login: ${logins.customer.email} / ${logins.customer.password}`);
  return {
    seeded: true,
    restaurants: inserted.map(({ id, slug, name }) => ({ id, slug, name })),
    ...logins,
  };
}
