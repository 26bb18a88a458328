import { schema } from '@tavola/db';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ErrorBody, postAs, restaurantIdOf } from '../../test/engagement-helpers';
import { createTestContext, type TestContext } from '../../test/test-app';
import { visitLimit } from './visits.routes';

/** SPEC §7 POST api/restaurant/website-view (visit: qrCode, unique, new). */

let ctx: TestContext;
let olive: number;
let sakura: number;
let nextIp = 1;
const visit = (payload: Record<string, unknown>, ip = `10.2.0.${nextIp++}`) =>
  postAs(ctx, '/api/restaurant/website-view', payload, { 'x-forwarded-for': ip });
const lastVisit = async (restaurantId: number) =>
  (
    await ctx.deps.db
      .select()
      .from(schema.websiteViews)
      .where(eq(schema.websiteViews.restaurantId, restaurantId))
      .orderBy(desc(schema.websiteViews.id))
      .limit(1)
  )[0];

beforeAll(async () => {
  ctx = await createTestContext();
  olive = await restaurantIdOf(ctx, 'olive-linde');
  sakura = await restaurantIdOf(ctx, 'sakura-ramen');
});
afterAll(() => ctx?.close());

describe('POST /api/restaurant/website-view', () => {
  it('records a visit with its flags for the restaurant named', async () => {
    const response = await visit({ restaurantId: sakura, qrCode: true, unique: true, new: true });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ data: { recorded: true } });
    expect(await lastVisit(sakura)).toMatchObject({
      restaurantId: sakura,
      qrCode: true,
      unique: true,
      isNew: true,
    });
  });

  it("counts the visits that came by a table's QR code apart from the others (issue 16)", async () => {
    const byQrCode = async () =>
      (
        await ctx.deps.db
          .select()
          .from(schema.websiteViews)
          .where(and(eq(schema.websiteViews.restaurantId, olive), eq(schema.websiteViews.qrCode, true)))
      ).length;
    const before = await byQrCode();
    expect((await visit({ restaurantId: olive, qrCode: true, unique: true, new: false })).statusCode).toBe(
      200,
    );
    expect((await visit({ restaurantId: olive, qrCode: 'true' })).statusCode).toBe(200);
    expect((await visit({ restaurantId: olive, qrCode: false })).statusCode).toBe(200);
    expect(await byQrCode()).toBe(before + 2);
  });

  it('reads flags sent as text and fills the defaults', async () => {
    expect((await visit({ restaurantId: olive, qrCode: '0', new: 'false' })).statusCode).toBe(200);
    expect(await lastVisit(olive)).toMatchObject({ qrCode: false, unique: true, isNew: false });
  });

  it('answers 422 for flags that are not flags, 404 for an unknown restaurant', async () => {
    const bad = await visit({ restaurantId: olive, qrCode: 'maybe', new: 2 });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json<ErrorBody>().errors ?? {}).sort()).toEqual(['new', 'qrCode']);
    expect((await visit({ restaurantId: olive + sakura + 999 })).statusCode).toBe(404);
  });

  it(`counts at most ${visitLimit.limit} visits an hour from one address`, async () => {
    for (let i = 0; i < visitLimit.limit; i += 1)
      expect((await visit({ restaurantId: olive }, '10.3.3.3')).statusCode).toBe(200);
    expect((await visit({ restaurantId: olive }, '10.3.3.3')).statusCode).toBe(429);
  });
});
