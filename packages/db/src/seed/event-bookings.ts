import { randomUUID } from 'node:crypto';
import { bookableTicketSlots } from '@tavola/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { orderProducts, orders, products, slotUsage, tickets, ticketTimes } from '../schema';
import { insertRows } from './insert-rows';

/** The team that booked every place of the next knife-skills class. */
const teamMembers = [
  'Mia Schulz',
  'Noah Weber',
  'Emma Fischer',
  'Elias Wagner',
  'Hannah Becker',
  'Paul Hoffmann',
  'Lina Koch',
  'Felix Richter',
];

/**
 * Kochschule Rosmarin's next Saturday knife-skills class (from the moment of seeding) is sold
 * out: a team booked all its places in one paid order, with one named ticket per person and the
 * places counted by the capacity engine, exactly as an order through the API leaves them.
 */
export async function insertSoldOutClass(
  db: Database,
  restaurant: { id: number; timeZone: string },
): Promise<void> {
  const restaurantId = restaurant.id;
  const [knifeSkills] = await db
    .select()
    .from(products)
    .where(and(eq(products.restaurantId, restaurantId), sql`${products.name}->>'en' like 'Knife skills%'`));
  const times = await db.select().from(ticketTimes).where(eq(ticketTimes.restaurantId, restaurantId));
  const slot = bookableTicketSlots(
    { zone: restaurant.timeZone, times, closeTimes: [], availableDays: 14 },
    Date.now(),
  ).find((candidate) =>
    candidate.ticketTimeIds.some((id) => times.find((time) => time.id === id)?.weekday === 6),
  );
  if (!knifeSkills || !slot || slot.capacity === null)
    throw new Error('Kochschule Rosmarin has no knife-skills class');
  const places = teamMembers.slice(0, slot.capacity);
  const slotStart = new Date(slot.startsAt);
  const total = knifeSkills.price * places.length;
  const [orderId] = await insertRows(db, orders, [
    {
      restaurantId,
      basketId: randomUUID(),
      deliveryType: 'pickup',
      deliveryTime: slotStart,
      paymentType: 'demo',
      paymentState: 'paid',
      isOnlinePayment: true,
      contact: { name: 'Tafelrunde GmbH', email: 'team@tafelrunde.demo' },
      subtotal: total,
      total,
      currency: 'EUR',
      lang: 'de',
    },
  ]);
  if (orderId === undefined) throw new Error('The sold-out class has no order');
  await db.insert(orderProducts).values({
    restaurantId,
    orderId,
    productId: knifeSkills.id,
    name: knifeSkills.name,
    quantity: places.length,
    unitPrice: knifeSkills.price,
    totalPrice: total,
    extraInfo: { itemDetails: places.map((fullName) => ({ fullName })) },
  });
  await db.insert(tickets).values(
    places.map((holderName) => ({
      restaurantId,
      orderId,
      productId: knifeSkills.id,
      slotStart,
      holderName,
    })),
  );
  await db.insert(slotUsage).values({ restaurantId, kind: 'ticket', slotStart, used: places.length });
}
