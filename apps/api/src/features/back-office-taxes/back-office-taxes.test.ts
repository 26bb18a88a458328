import { schema } from '@tavola/db';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { clientOf } from '../../test/manager-client';
import { managerFixtures } from '../../test/manager-fixtures';
import { createTestContext, type TestContext } from '../../test/test-app';

/** Issue 36 (decision 084): the restaurant's VAT rates in the back office; the owner's to change. */

let ctx: TestContext;
let f: Awaited<ReturnType<typeof managerFixtures>>;
interface Rule {
  category: string;
  way: string;
  rate: number;
  from: string;
  source: string;
}
interface Overview {
  country: string;
  country_known: boolean;
  today: string;
  current: Rule[];
  upcoming: Rule[];
  own: { id: number; category: string; way: string; rate: number; valid_from: string }[];
}

beforeAll(async () => {
  ctx = await createTestContext();
  f = await managerFixtures(ctx);
});
afterAll(() => ctx?.close());
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
  vi.setSystemTime(new Date('2026-11-24T11:30:00Z'));
  return () => vi.useRealTimers();
});

const rateOf = (rules: Rule[], category: string, way: string) =>
  rules.find((rule) => rule.category === category && rule.way === way);

describe('the back office VAT rates', () => {
  it("shows the country's rates today, takes the owner's own from a date, and deletes them", async () => {
    const owner = clientOf(ctx, f.oliveManager);
    const read = await owner.get<Overview>('managers/taxes', { restaurantId: f.olive });
    expect(read.status).toBe(200);
    expect(read.body.data).toMatchObject({
      country: 'DE',
      country_known: true,
      today: '2026-11-24',
      own: [],
    });
    expect(rateOf(read.body.data.current, 'food', 'eat_in')).toEqual({
      category: 'food',
      way: 'eat_in',
      rate: 7,
      from: '2026-01-01',
      source: 'country',
    });
    expect(rateOf(read.body.data.current, 'alcohol', 'delivery')?.rate).toBe(19);
    expect(read.body.data.current).toHaveLength(16);

    const created = await owner.post<Overview>('managers/taxes/create', {
      restaurantId: f.olive,
      category: 'food',
      way: 'delivery',
      rate: 8.5,
      valid_from: '2027-01-01',
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body.message.body).toBe('The VAT rate has been saved.');
    expect(created.body.data.upcoming).toEqual([
      { category: 'food', way: 'delivery', rate: 8.5, from: '2027-01-01', source: 'owner' },
    ]);
    expect(rateOf(created.body.data.current, 'food', 'delivery')?.rate).toBe(7);
    const [own] = created.body.data.own;
    expect(own).toMatchObject({ rate: 8.5, valid_from: '2027-01-01' });
    const [stored] = await ctx.deps.db.select().from(schema.restaurantTaxRates);
    expect(stored?.rate).toBe(850);

    // another restaurant's manager can neither read nor delete it
    const sakura = clientOf(ctx, f.sakuraManager);
    expect((await sakura.get('managers/taxes', { restaurantId: f.olive })).status).toBe(403);
    const foreign = await sakura.post('managers/taxes/delete', { restaurantId: f.sakura, id: own!.id });
    expect(foreign.status).toBe(404);

    const deleted = await owner.post<Overview>('managers/taxes/delete', {
      restaurantId: f.olive,
      id: own!.id,
    });
    expect(deleted.status).toBe(200);
    expect(deleted.body.data.own).toEqual([]);
    expect(deleted.body.data.upcoming).toEqual([]);
  });

  it('answers a rate that is no percentage with two decimals, or an unknown category, on its field', async () => {
    const owner = clientOf(ctx, f.oliveManager);
    const body = { restaurantId: f.olive, category: 'food', way: 'pickup', valid_from: '2027-01-01' };
    const odd = await owner.post('managers/taxes/create', { ...body, rate: 7.125 });
    expect(odd.status).toBe(422);
    expect(odd.body.errors?.rate).toHaveLength(1);
    const over = await owner.post('managers/taxes/create', { ...body, rate: 101 });
    expect(over.status).toBe(422);
    const unknown = await owner.post('managers/taxes/create', { ...body, category: 'tobacco', rate: 19 });
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors?.category).toHaveLength(1);
    expect(await ctx.deps.db.select().from(schema.restaurantTaxRates)).toEqual([]);
  });

  it("is the owner's to change: a manager who is not the owner is refused", async () => {
    const [manager] = await ctx.deps.db
      .insert(schema.managers)
      .values({ email: 'host@olive-linde.demo', passwordHash: 'x', name: 'Host' })
      .returning();
    await ctx.deps.db
      .insert(schema.managerRestaurants)
      .values({ managerId: manager!.id, restaurantId: f.olive, role: 'manager' });
    const host = clientOf(
      ctx,
      await ctx.deps.tokens.issue({ kind: 'manager', managerId: manager!.id }, 3600),
    );
    expect((await host.get('managers/taxes', { restaurantId: f.olive })).status).toBe(200);
    const refused = await host.post('managers/taxes/create', {
      restaurantId: f.olive,
      category: 'food',
      way: 'pickup',
      rate: 7,
      valid_from: '2027-01-01',
    });
    expect(refused.status).toBe(403);
  });
});
