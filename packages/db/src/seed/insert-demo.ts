import type { Database } from '../client';
import { addresses, managerRestaurants, managers, payfixCards, users } from '../schema';
import { demoCustomer, demoManagers, demoPayfixCard } from './demo-accounts';
import { insertDemoCustomerOrders } from './demo-customer-orders';
import { oliveLinde } from './demo-restaurant';
import { insertSoldOutClass } from './event-bookings';
import { kochschuleRosmarin } from './event-restaurant';
import { type InsertedRestaurant, insertRestaurant } from './insert-restaurant';
import { idOf, insertLinks, insertRows } from './insert-rows';
import { sakuraRamen } from './second-restaurant';

export interface DemoPasswordHashes {
  managers: string[];
  customer: string;
  payfixPin: string;
}

/**
 * Writes the demo restaurants, their menus and the demo accounts (inside the seed's
 * transaction). Loaded only when a database is seeded: it brings the menus, the images and the
 * rich-text sanitiser (jsdom), which a server that starts on seeded data does without.
 */
export async function insertDemoData(
  tx: Database,
  hashes: DemoPasswordHashes,
  slugs?: readonly string[],
): Promise<InsertedRestaurant[]> {
  const created: InsertedRestaurant[] = [];
  const seeds = [oliveLinde, sakuraRamen, kochschuleRosmarin].filter(
    (seed) => slugs === undefined || slugs.includes(seed.slug),
  );
  for (const seed of seeds) created.push(await insertRestaurant(tx, seed));
  const restaurantIds = new Map(created.map((restaurant) => [restaurant.slug, restaurant.id]));
  const rosmarin = restaurantIds.get(kochschuleRosmarin.slug);
  if (rosmarin !== undefined)
    await insertSoldOutClass(tx, { id: rosmarin, timeZone: kochschuleRosmarin.timeZone });

  // the managers of the restaurants seeded
  const seededManagers = demoManagers
    .map((manager, index) => ({ manager, passwordHash: hashes.managers[index] as string }))
    .filter(({ manager }) => manager.restaurants.every((slug) => restaurantIds.has(slug)));
  const managerIds = await insertRows(
    tx,
    managers,
    seededManagers.map(({ manager, passwordHash }) => ({
      email: manager.email,
      name: manager.name,
      passwordHash,
    })),
  );
  await insertLinks(
    tx,
    managerRestaurants,
    seededManagers.flatMap(({ manager }, index) =>
      manager.restaurants.map((slug) => ({
        managerId: managerIds[index] as number,
        restaurantId: idOf(restaurantIds, slug, 'restaurant'),
        // issue 20 (decision 044): each demo login is its restaurant's owner
        role: 'owner' as const,
      })),
    ),
  );

  const customerRestaurantId = idOf(restaurantIds, demoCustomer.restaurant, 'restaurant');
  const [userId] = await insertRows(tx, users, [
    {
      restaurantId: customerRestaurantId,
      email: demoCustomer.email,
      passwordHash: hashes.customer,
      name: demoCustomer.name,
      phone: demoCustomer.phone,
      postalCode: demoCustomer.postalCode,
      lang: demoCustomer.lang,
    },
  ]);
  await insertRows(tx, addresses, [
    { restaurantId: customerRestaurantId, userId: userId as number, ...demoCustomer.address },
  ]);
  // issue 33: orders to order again or review, right after logging in
  await insertDemoCustomerOrders(tx, { restaurantId: customerRestaurantId, userId: userId as number });
  await insertRows(tx, payfixCards, [
    {
      restaurantId: idOf(restaurantIds, demoPayfixCard.restaurant, 'restaurant'),
      qrCode: demoPayfixCard.qrCode,
      pinHash: hashes.payfixPin,
      balance: demoPayfixCard.balance,
    },
  ]);
  return created;
}
