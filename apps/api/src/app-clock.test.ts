import { schema } from '@tavola/db';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { postAs, restaurantIdOf } from './test/engagement-helpers';
import { createTestContext, type TestContext } from './test/test-app';

/**
 * Decision 021: the app's clock is the one authority for the moments it writes and later
 * compares. PGlite's now() follows the process clock; a PostgreSQL server's does not, so on
 * PostgreSQL (TEST_DRIVER=postgres) a row stamped by the server would be years off here.
 */

const appTime = new Date('2031-03-04T05:06:07.000Z');
let ctx: TestContext;
let olive: number;

beforeAll(async () => {
  ctx = await createTestContext();
  olive = await restaurantIdOf(ctx, 'olive-linde');
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(appTime);
});
afterAll(async () => {
  vi.useRealTimers();
  await ctx?.close();
});

describe("moments the app writes come from the app's clock, not the database server's", () => {
  it('created_at', async () => {
    const email = 'clock@example.org';
    const response = await postAs(ctx, '/api/newsletter/create', { restaurantId: olive, email });
    expect(response.statusCode, response.body).toBe(200);
    const [row] = await ctx.deps.db
      .select()
      .from(schema.newsletterSubscribers)
      .where(eq(schema.newsletterSubscribers.email, email));
    expect(row?.createdAt).toEqual(appTime);
  });

  it('a visit', async () => {
    const visit = { restaurantId: olive, qrCode: false, unique: true, new: true };
    const response = await postAs(ctx, '/api/restaurant/website-view', visit);
    expect(response.statusCode, response.body).toBe(200);
    const [row] = await ctx.deps.db
      .select()
      .from(schema.websiteViews)
      .orderBy(desc(schema.websiteViews.id))
      .limit(1);
    expect(row?.viewedAt).toEqual(appTime);
  });

  it('updated_at', async () => {
    const [row] = await ctx.deps.db
      .update(schema.restaurants)
      .set({ telephone: '+49 30 0000000' })
      .where(eq(schema.restaurants.id, olive))
      .returning();
    expect(row?.updatedAt).toEqual(appTime);
  });
});
