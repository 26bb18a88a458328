import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { orderProducts, orders, products } from '../schema';
import { demoCustomer } from './demo-accounts';
import { insertRows } from './insert-rows';

const day = 86_400_000;

/** The demo customer's past orders: what they had, how it came, how long ago. */
const pastOrders = [
  {
    daysAgo: 12,
    deliveryType: 'delivery' as const,
    paymentType: 'cash',
    lines: [
      { dish: 'Hummus', quantity: 2 },
      { dish: 'Baba ghanoush', quantity: 1 },
    ],
  },
  {
    daysAgo: 5,
    deliveryType: 'pickup' as const,
    paymentType: 'cash',
    lines: [{ dish: 'Hummus', quantity: 1 }],
  },
];

/**
 * Issue 33: the demo customer (Jonas Becker) has two past orders at Olive & Linde, both
 * delivered and paid at the door, so "Order again" and a review can be tried at once after
 * logging in. Written as an order through the API leaves a delivered cash order, at the dishes'
 * seeded prices.
 */
export async function insertDemoCustomerOrders(
  db: Database,
  customer: { restaurantId: number; userId: number },
  now = Date.now(),
): Promise<void> {
  const { restaurantId, userId } = customer;
  const { address } = demoCustomer;
  for (const past of pastOrders) {
    const dishes = await Promise.all(
      past.lines.map(async (line) => {
        const [product] = await db
          .select()
          .from(products)
          .where(and(eq(products.restaurantId, restaurantId), sql`${products.name}->>'en' = ${line.dish}`));
        if (!product) throw new Error(`Olive & Linde has no ${line.dish}`);
        return { product, quantity: line.quantity };
      }),
    );
    const total = dishes.reduce((sum, { product, quantity }) => sum + product.price * quantity, 0);
    const placedAt = new Date(now - past.daysAgo * day);
    const [orderId] = await insertRows(db, orders, [
      {
        restaurantId,
        userId,
        basketId: randomUUID(),
        status: 'delivered',
        deliveryType: past.deliveryType,
        deliveryTime: placedAt,
        paymentType: past.paymentType,
        paymentState: 'on_site',
        isOnlinePayment: false,
        contact: {
          name: demoCustomer.name,
          email: demoCustomer.email,
          mobile: demoCustomer.phone,
          ...(past.deliveryType === 'delivery'
            ? {
                address: address.street,
                house_number: address.houseNumber,
                postalCode: address.postalCode,
                city: address.city,
                country: address.country,
              }
            : {}),
        },
        subtotal: total,
        total,
        currency: 'EUR',
        lang: demoCustomer.lang,
        createdAt: placedAt,
        updatedAt: placedAt,
      },
    ]);
    if (orderId === undefined) throw new Error('The demo customer’s order was not written');
    await db.insert(orderProducts).values(
      dishes.map(({ product, quantity }) => ({
        restaurantId,
        orderId,
        productId: product.id,
        name: product.name,
        quantity,
        unitPrice: product.price,
        totalPrice: product.price * quantity,
      })),
    );
  }
}
