import type { RestaurantInfo } from '@tavola/contracts';
import { schema } from '@tavola/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restaurantIdOf } from '../../test/engagement-helpers';
import { createTestContext, type TestContext } from '../../test/test-app';

/** SPEC §3 announcement, announcement_before_checkout: the active texts ride along with the restaurant info. */

let ctx: TestContext;
let olive: number;
let sakura: number;

beforeAll(async () => {
  ctx = await createTestContext();
  olive = await restaurantIdOf(ctx, 'olive-linde');
  sakura = await restaurantIdOf(ctx, 'sakura-ramen');
});
afterAll(() => ctx?.close());

const info = async (restaurantId: number, lang = 'en') =>
  (await ctx.get('/api/restaurant/restaurant-by-id', { restaurantId, lang })).json<{ data: RestaurantInfo }>()
    .data;

describe('announcements in the restaurant info', () => {
  it('carries the active general and before-checkout texts in the requested language', async () => {
    const en = await info(olive);
    expect(en.announcement).toContain('Book a table');
    expect(en.checkout_announcement).toContain('allerg');
    const de = await info(olive, 'de');
    expect(de.announcement).toContain('Reservieren Sie einen Tisch');
  });

  it('leaves out inactive announcements and other restaurants’ ones', async () => {
    expect((await info(sakura)).announcement).toBe('');
    await ctx.deps.db
      .update(schema.announcements)
      .set({ active: false })
      .where(and(eq(schema.announcements.restaurantId, olive), eq(schema.announcements.kind, 'general')));
    expect((await info(olive)).announcement).toBe('');
    expect((await info(olive)).checkout_announcement).not.toBe('');
  });
});
