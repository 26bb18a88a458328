import { and, count, eq, isNull, ne, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type DatabaseHandle } from '../client';
import { migrate } from '../migrate';
import { verifyPassword } from '../password-hash';
import {
  addresses,
  attributeGroups,
  attributeItems,
  blogPostTags,
  blogs,
  blogTags,
  categories,
  depots,
  happyHours,
  managerRestaurants,
  managers,
  media,
  openingHours,
  orderProducts,
  orders,
  packageStepProducts,
  packageSteps,
  productAttributeItems,
  products,
  restaurants,
  slotUsage,
  subcategories,
  tickets,
  ticketTimes,
  users,
  vouchers,
} from '../schema';
import { type DemoLogins, seedDemo } from './seed-demo';

type TenantTable = PgTable & { restaurantId: AnyPgColumn };

let handle: DatabaseHandle;
let first: DemoLogins;

beforeAll(async () => {
  handle = await createDb({});
  await migrate(handle);
  first = await seedDemo(handle.db);
}, 120_000);

afterAll(async () => {
  await handle?.close();
});

const demoId = () => first.restaurants.find((restaurant) => restaurant.slug === 'olive-linde')?.id ?? -1;

async function countRows(table: PgTable, where?: SQL): Promise<number> {
  const [row] = await handle.db.select({ n: count() }).from(table).where(where);
  return row?.n ?? 0;
}

/** Rows of `child` joined to a `parent` of another restaurant: must be none. */
async function crossTenantRows(child: TenantTable, parent: TenantTable, link: SQL): Promise<number> {
  const [row] = await handle.db
    .select({ n: count() })
    .from(child)
    .innerJoin(parent, and(link, ne(child.restaurantId, parent.restaurantId)));
  return row?.n ?? 0;
}

describe('seedDemo', () => {
  it('seeds the three demo restaurants and answers the demo logins', () => {
    expect(first.seeded).toBe(true);
    expect(first.restaurants.map((restaurant) => restaurant.slug)).toEqual([
      'olive-linde',
      'sakura-ramen',
      'kochschule-rosmarin',
    ]);
    expect(first.manager).toEqual({ email: 'manager@olive-linde.demo', password: 'demo-manager-2026' });
    expect(first.customer).toEqual({ email: 'guest@olive-linde.demo', password: 'demo-customer-2026' });
  });

  it('gives Olive & Linde at least 8 categories, 2 with subcategories, and 40 products', async () => {
    expect(await countRows(categories, eq(categories.restaurantId, demoId()))).toBeGreaterThanOrEqual(8);
    expect(await countRows(products, eq(products.restaurantId, demoId()))).toBeGreaterThanOrEqual(40);
    const withSubcategories = await handle.db
      .selectDistinct({ categoryId: subcategories.categoryId })
      .from(subcategories)
      .where(eq(subcategories.restaurantId, demoId()));
    expect(withSubcategories.length).toBeGreaterThanOrEqual(2);
  });

  it('names every product and category in en, de, fr and ar', async () => {
    const names = [
      ...(await handle.db.select({ name: products.name }).from(products)),
      ...(await handle.db.select({ name: categories.name }).from(categories)),
    ];
    for (const { name } of names) {
      for (const locale of ['en', 'de', 'fr', 'ar']) expect(name[locale], JSON.stringify(name)).toBeTruthy();
      expect(name.ar, name.en).toMatch(/[\u0600-\u06ff]/);
    }
  });

  it('builds set menus of three or more steps from products of the same menu', async () => {
    const steps = await handle.db
      .select({ productId: packageSteps.productId, n: count() })
      .from(packageSteps)
      .innerJoin(products, eq(products.id, packageSteps.productId))
      .where(and(eq(packageSteps.restaurantId, demoId()), eq(products.isPackage, true)))
      .groupBy(packageSteps.productId);
    expect(steps.filter((menu) => menu.n >= 3).length).toBeGreaterThanOrEqual(2);
    const emptySteps = await handle.db
      .select({ id: packageSteps.id })
      .from(packageSteps)
      .leftJoin(packageStepProducts, eq(packageStepProducts.stepId, packageSteps.id))
      .where(isNull(packageStepProducts.id));
    expect(emptySteps).toEqual([]);
    const multipleDrinks = await countRows(
      packageStepProducts,
      eq(packageStepProducts.isMultipleAllowed, true),
    );
    expect(multipleDrinks).toBeGreaterThan(0);
  });

  it('has one product out of stock and one with a small stock', async () => {
    const demoProducts = (condition: SQL) =>
      countRows(products, and(eq(products.restaurantId, demoId()), condition));
    expect(await demoProducts(eq(products.stock, 0))).toBe(1);
    expect(await demoProducts(eq(products.stock, 5))).toBe(1);
  });

  it('keeps every row in the restaurant of the row it points at', async () => {
    const links: [string, TenantTable, TenantTable, SQL][] = [
      ['subcategory→category', subcategories, categories, eq(subcategories.categoryId, categories.id)],
      ['product→category', products, categories, eq(products.categoryId, categories.id)],
      ['product→subcategory', products, subcategories, eq(products.subcategoryId, subcategories.id)],
      ['product→depot', products, depots, eq(products.depotId, depots.id)],
      ['product→image', products, media, eq(products.imageId, media.id)],
      ['category→image', categories, media, eq(categories.imageId, media.id)],
      ['subcategory→image', subcategories, media, eq(subcategories.imageId, media.id)],
      [
        'attribute item→group',
        attributeItems,
        attributeGroups,
        eq(attributeItems.groupId, attributeGroups.id),
      ],
      ['attribute item→image', attributeItems, media, eq(attributeItems.imageId, media.id)],
      ['option→product', productAttributeItems, products, eq(productAttributeItems.productId, products.id)],
      [
        'option→attribute item',
        productAttributeItems,
        attributeItems,
        eq(productAttributeItems.attributeItemId, attributeItems.id),
      ],
      ['happy hour→product', happyHours, products, eq(happyHours.productId, products.id)],
      ['step→package', packageSteps, products, eq(packageSteps.productId, products.id)],
      [
        'step product→step',
        packageStepProducts,
        packageSteps,
        eq(packageStepProducts.stepId, packageSteps.id),
      ],
      ['step product→product', packageStepProducts, products, eq(packageStepProducts.productId, products.id)],
      ['address→user', addresses, users, eq(addresses.userId, users.id)],
      ['blog→image', blogs, media, eq(blogs.imageId, media.id)],
      ['blog tag link→blog', blogPostTags, blogs, eq(blogPostTags.blogId, blogs.id)],
      ['blog tag link→tag', blogPostTags, blogTags, eq(blogPostTags.tagId, blogTags.id)],
    ];
    for (const [name, child, parent, link] of links) {
      expect(await crossTenantRows(child, parent, link), name).toBe(0);
    }
    for (const restaurant of await handle.db.select().from(restaurants)) {
      const logoId = restaurant.theme.logoId;
      if (typeof logoId !== 'number') throw new Error(`${restaurant.slug} has no logo`);
      const [logo] = await handle.db
        .select({ restaurantId: media.restaurantId, contentType: media.contentType })
        .from(media)
        .where(eq(media.id, logoId));
      expect(logo).toEqual({ restaurantId: restaurant.id, contentType: 'image/svg+xml' });
    }
  });

  it('links each demo manager to their own restaurant only, with working passwords', async () => {
    const links = await handle.db
      .select({
        email: managers.email,
        slug: restaurants.slug,
        passwordHash: managers.passwordHash,
        role: managerRestaurants.role,
      })
      .from(managerRestaurants)
      .innerJoin(managers, eq(managers.id, managerRestaurants.managerId))
      .innerJoin(restaurants, eq(restaurants.id, managerRestaurants.restaurantId))
      .orderBy(managers.email);
    // issue 20 (decision 044): each demo login owns its restaurant
    expect(links.map(({ email, slug, role }) => ({ email, slug, role }))).toEqual([
      { email: 'manager@olive-linde.demo', slug: 'olive-linde', role: 'owner' },
      { email: 'manager@rosmarin.demo', slug: 'kochschule-rosmarin', role: 'owner' },
      { email: 'manager@sakura.demo', slug: 'sakura-ramen', role: 'owner' },
    ]);
    const demoManager = links.find((link) => link.email === first.manager.email);
    expect(await verifyPassword(demoManager?.passwordHash ?? '', first.manager.password)).toBe(true);
    const [customer] = await handle.db.select().from(users).where(eq(users.email, first.customer.email));
    expect(customer?.restaurantId).toBe(demoId());
    expect(await verifyPassword(customer?.passwordHash ?? '', first.customer.password)).toBe(true);
  });

  it('seeds Kochschule Rosmarin in event mode: classes on several weekdays, named tickets, one class sold out', async () => {
    const rosmarin = first.restaurants.find((restaurant) => restaurant.slug === 'kochschule-rosmarin')!;
    const [row] = await handle.db.select().from(restaurants).where(eq(restaurants.id, rosmarin.id));
    expect(row).toMatchObject({ timeZone: 'Europe/Berlin', currency: 'EUR', defaultLang: 'de' });
    expect(row!.settings).toMatchObject({ ticketingSystem: true, paymentMethods: ['demo', 'cash'] });
    expect(row!.theme).toMatchObject({ eventMode: true });
    const times = await handle.db.select().from(ticketTimes).where(eq(ticketTimes.restaurantId, rosmarin.id));
    expect(new Set(times.map((time) => time.weekday)).size).toBeGreaterThanOrEqual(3);
    expect(times.some((time) => time.capacity === null)).toBe(true);
    expect(times.filter((time) => time.capacity !== null).length).toBeGreaterThanOrEqual(2);
    expect(
      await countRows(products, and(eq(products.restaurantId, rosmarin.id), eq(products.askName, true))),
    ).toBeGreaterThanOrEqual(3);
    // the sold-out class: as many valid tickets as its capacity, counted by the capacity engine
    const [usage] = await handle.db
      .select()
      .from(slotUsage)
      .where(and(eq(slotUsage.restaurantId, rosmarin.id), eq(slotUsage.kind, 'ticket')));
    const knifeSkills = times.find((time) => time.weekday === 6)!;
    expect(usage!.used).toBe(knifeSkills.capacity);
    expect(usage!.slotStart.getTime()).toBeGreaterThan(Date.now());
    const soldOut = await handle.db
      .select()
      .from(tickets)
      .where(and(eq(tickets.restaurantId, rosmarin.id), eq(tickets.slotStart, usage!.slotStart)));
    expect(soldOut).toHaveLength(knifeSkills.capacity!);
    expect(new Set(soldOut.map((ticket) => ticket.code)).size).toBe(soldOut.length);
    // issue 33: codes a person can read out (decision 072)
    expect(soldOut.every((ticket) => /^[0-9A-HJKMNP-TV-Z]{28}$/.test(ticket.code))).toBe(true);
  });

  it('gives the demo customer past orders to order again or review (issue 33)', async () => {
    const [customer] = await handle.db.select().from(users).where(eq(users.email, 'guest@olive-linde.demo'));
    const theirs = await handle.db.select().from(orders).where(eq(orders.userId, customer!.id));
    expect(theirs).toHaveLength(2);
    for (const order of theirs) {
      expect(order).toMatchObject({ restaurantId: demoId(), status: 'delivered', paymentState: 'on_site' });
      expect(order.createdAt.getTime()).toBeLessThan(Date.now() - 86_400_000);
      const lines = await handle.db.select().from(orderProducts).where(eq(orderProducts.orderId, order.id));
      expect(lines.length).toBeGreaterThan(0);
      expect(lines.reduce((sum, line) => sum + line.totalPrice, 0)).toBe(order.total);
    }
  });

  it('inserts nothing when the database already has restaurants', async () => {
    const tables: PgTable[] = [
      restaurants,
      media,
      categories,
      products,
      productAttributeItems,
      packageStepProducts,
      openingHours,
      vouchers,
      users,
      managers,
    ];
    const before = await Promise.all(tables.map((table) => countRows(table)));
    const lines: string[] = [];
    const second = await seedDemo(handle.db, { log: (line) => lines.push(line) });
    expect(second.seeded).toBe(false);
    expect(second.restaurants).toEqual(first.restaurants);
    expect(second.manager).toEqual(first.manager);
    expect(await Promise.all(tables.map((table) => countRows(table)))).toEqual(before);
    expect(lines.join('\n')).toMatch(/not seeded/);
  });
});
