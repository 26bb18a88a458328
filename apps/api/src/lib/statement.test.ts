import { schema, statement } from '@tavola/db';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createSeededTestDatabase, type TestDatabase } from '../test/test-database';

let database: TestDatabase;
beforeAll(async () => {
  database = await createSeededTestDatabase();
});
afterAll(() => database.drop());

const { restaurants, baskets } = schema;

describe('a statement built once (decision 061)', () => {
  it('builds its SQL on the first call only and answers each call with its own values', async () => {
    const build = vi.fn((db: TestDatabase['db']) =>
      db
        .select({ slug: restaurants.slug })
        .from(restaurants)
        .where(eq(restaurants.slug, sql.placeholder('slug'))),
    );
    const bySlug = statement('test_restaurant_by_slug', build);
    expect(await bySlug(database.db, { slug: 'olive-linde' })).toEqual([{ slug: 'olive-linde' }]);
    expect(await bySlug(database.db, { slug: 'sakura-ramen' })).toEqual([{ slug: 'sakura-ramen' }]);
    expect(await bySlug(database.db, { slug: 'nowhere' })).toEqual([]);
    expect(build).toHaveBeenCalledTimes(1);
  });

  it("runs on the transaction it is given: it sees the transaction's own uncommitted write", async () => {
    const nameOf = statement('test_restaurant_name', (db) =>
      db
        .select({ slug: restaurants.slug, timeZone: restaurants.timeZone })
        .from(restaurants)
        .where(eq(restaurants.slug, sql.placeholder('slug'))),
    );
    // built outside the transaction first, as the hot path's statements are
    expect(await nameOf(database.db, { slug: 'olive-linde' })).toEqual([
      { slug: 'olive-linde', timeZone: 'Europe/Berlin' },
    ]);
    const rolledBack = new Error('rolled back on purpose');
    await expect(
      database.db.transaction(async (tx) => {
        await tx
          .update(restaurants)
          .set({ timeZone: 'Europe/Paris' })
          .where(eq(restaurants.slug, 'olive-linde'));
        expect(await nameOf(tx as unknown as TestDatabase['db'], { slug: 'olive-linde' })).toEqual([
          { slug: 'olive-linde', timeZone: 'Europe/Paris' },
        ]);
        throw rolledBack;
      }),
    ).rejects.toBe(rolledBack);
    expect(await nameOf(database.db, { slug: 'olive-linde' })).toEqual([
      { slug: 'olive-linde', timeZone: 'Europe/Berlin' },
    ]);
  });

  it('writes a null placeholder as NULL, also into a timestamp, and encodes the values it is given', async () => {
    const [restaurant] = await database.db.select({ id: restaurants.id }).from(restaurants).limit(1);
    const insertBasket = statement('test_basket_insert', (db) =>
      db
        .insert(baskets)
        .values({
          restaurantId: sql.placeholder('restaurantId'),
          deliveryType: sql.placeholder('deliveryType'),
          deliveryTime: sql.placeholder('deliveryTime'),
          contact: sql.placeholder('contact'),
          guestId: sql.placeholder('guestId'),
          createdAt: sql.placeholder('createdAt'),
          updatedAt: sql.placeholder('updatedAt'),
        })
        .returning(),
    );
    const at = new Date('2026-03-29T01:30:00Z');
    const [now] = await insertBasket(database.db, {
      restaurantId: restaurant!.id,
      deliveryType: 'pickup',
      deliveryTime: null,
      contact: { name: 'Ada' },
      guestId: null,
      createdAt: new Date(),
      updatedAt: new Date(),
    });
    const [later] = await insertBasket(database.db, {
      restaurantId: restaurant!.id,
      deliveryType: 'pickup',
      deliveryTime: at,
      contact: { name: 'Grace' },
      guestId: 'guest-1',
      createdAt: new Date(),
      updatedAt: new Date(),
    });
    expect(now).toMatchObject({ deliveryTime: null, contact: { name: 'Ada' }, guestId: null });
    expect(later).toMatchObject({ deliveryTime: at, contact: { name: 'Grace' }, guestId: 'guest-1' });
  });

  it("refuses a statement that would send a value of its first call again: a constant, or a column's default", async () => {
    const [restaurant] = await database.db.select({ id: restaurants.id }).from(restaurants).limit(1);
    const withConstant = statement('test_constant', (db) =>
      db.select({ slug: restaurants.slug }).from(restaurants).where(eq(restaurants.slug, 'olive-linde')),
    );
    await expect(withConstant(database.db, {})).rejects.toThrow(/not a placeholder/);
    // baskets.createdAt is written from the app's clock (decision 021), by Drizzle when it builds
    const withDefault = statement('test_default', (db) =>
      db
        .insert(baskets)
        .values({
          restaurantId: sql.placeholder('restaurantId'),
          deliveryType: sql.placeholder('deliveryType'),
        })
        .returning(),
    );
    await expect(
      withDefault(database.db, { restaurantId: restaurant!.id, deliveryType: 'pickup' }),
    ).rejects.toThrow(/not a placeholder/);
  });
});
