import { schema } from '@tavola/db';
import { eq } from 'drizzle-orm';
import type { TestContext } from './test-app';

/** What the API answers on an error (SPEC §8). */
export interface ErrorBody {
  message: { type: string; body: string; code?: string };
  errors?: Record<string, string[]>;
}

/** A seeded demo restaurant's id. */
export const restaurantIdOf = (ctx: TestContext, slug: 'olive-linde' | 'sakura-ramen') =>
  ctx.demo.restaurants.find((restaurant) => restaurant.slug === slug)!.id;

/** Changes some of a restaurant's stored settings (the restaurant lookup in tests does not cache). */
export async function patchSettings(ctx: TestContext, restaurantId: number, patch: Record<string, unknown>) {
  const [row] = await ctx.deps.db
    .select({ settings: schema.restaurants.settings })
    .from(schema.restaurants)
    .where(eq(schema.restaurants.id, restaurantId));
  await ctx.deps.db
    .update(schema.restaurants)
    .set({ settings: { ...row?.settings, ...patch } })
    .where(eq(schema.restaurants.id, restaurantId));
}
