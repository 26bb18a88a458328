import { type Database, schema } from '@tavola/db';

/** Adds the address unless the restaurant has it already; true when it was added. */
export async function addSubscriber(db: Database, restaurantId: number, email: string): Promise<boolean> {
  // the unique index (restaurant, email) decides, so two requests at once cannot both add it
  const inserted = await db
    .insert(schema.newsletterSubscribers)
    .values({ restaurantId, email })
    .onConflictDoNothing()
    .returning({ id: schema.newsletterSubscribers.id });
  return inserted.length > 0;
}
