import { schema } from '@tavola/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ErrorBody, patchSettings, restaurantIdOf } from '../../test/demo-fixtures';
import { createTestContext, type TestContext } from '../../test/test-app';

/**
 * Issue 15: the picker shows full slots as unavailable before the guest chooses. Olive & Linde
 * takes 6 orders per quarter hour (Europe/Berlin, UTC+1 in November); Sakura Ramen has no cap.
 */

let ctx: TestContext;
let olive: number;
const full = (restaurantId: number, date: string) =>
  ctx.get('/api/restaurant/full-slots', { restaurantId, date });

beforeAll(async () => {
  ctx = await createTestContext();
  olive = restaurantIdOf(ctx, 'olive-linde');
  await ctx.deps.db.insert(schema.slotUsage).values([
    // Tuesday 19:30 and 20:00 Berlin are full, 19:45 has room
    { restaurantId: olive, slotStart: new Date('2026-11-24T18:30:00Z'), used: 6 },
    { restaurantId: olive, slotStart: new Date('2026-11-24T18:45:00Z'), used: 5 },
    { restaurantId: olive, slotStart: new Date('2026-11-24T19:00:00Z'), used: 6 },
    // 00:15 on Wednesday in Berlin is still Tuesday in UTC: it belongs to Wednesday
    { restaurantId: olive, slotStart: new Date('2026-11-24T23:15:00Z'), used: 6 },
  ]);
});
afterAll(() => ctx?.close());

describe('GET /api/restaurant/full-slots', () => {
  it("lists a date's full slots in the restaurant's wall clock, earliest first", async () => {
    const response = await full(olive, '2026-11-24');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { date: '2026-11-24', full: ['19:30', '20:00'] } });
    expect((await full(olive, '2026-11-25')).json<{ data: { full: string[] } }>().data.full).toEqual([
      '00:15',
    ]);
  });

  it("has none for a restaurant without a slot capacity, and never another restaurant's", async () => {
    const sakura = restaurantIdOf(ctx, 'sakura-ramen');
    const fullOfSakura = async () =>
      (await full(sakura, '2026-11-24')).json<{ data: { full: string[] } }>().data.full;
    expect(await fullOfSakura()).toEqual([]);
    await patchSettings(ctx, sakura, { slot_capacity: 1 });
    expect(await fullOfSakura()).toEqual([]);
  });

  it('refuses a date that is not one, naming the field', async () => {
    const response = await full(olive, '2026-02-30');
    expect(response.statusCode).toBe(422);
    expect(response.json<ErrorBody>().errors).toHaveProperty('date');
  });
});
