import { schema } from '@tavola/db';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { managerFixtures, placeOrder } from '../../test/manager-fixtures';
import { createTestContext, type TestContext } from '../../test/test-app';

/** Issue 7 break patterns: the server rules and messages, and one availability rule for menu, basket and order. */

interface Body {
  data?: {
    id: number;
    name: string;
    state: string;
    stopped_at: string | null;
    weekdays: number[];
    products: { id: number; name: string }[];
  };
  message: { body: string; code?: string };
  errors?: Record<string, string[]>;
}

let ctx: TestContext;
let f: Awaited<ReturnType<typeof managerFixtures>>;
let patternCount = 0;

const post = (url: string, payload: Record<string, unknown>, token = f.oliveManager) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/${url}`,
    headers: { authorization: `Bearer ${token}` },
    payload,
  });

/** Tuesday 2026-11-24 in Berlin; 18:02 there now. */
const pattern = (overrides: Record<string, unknown> = {}) => ({
  restaurantId: f.olive,
  name: `Fryer cleaning ${++patternCount}`,
  start_time: '18:00',
  end_time: '19:00',
  products: [f.falafel.id],
  weekdays: [2],
  start_date: '2026-11-24',
  end_date: '2026-11-24',
  ...overrides,
});

beforeAll(async () => {
  ctx = await createTestContext();
  f = await managerFixtures(ctx);
});
afterAll(() => ctx?.close());
beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
  vi.setSystemTime(new Date('2026-11-24T17:02:00Z'));
  // every test starts without patterns
  await ctx.deps.db.delete(schema.breakPatterns);
  return () => vi.useRealTimers();
});

describe('break pattern rules (SPEC §5) and messages (SPEC §8)', () => {
  it('creates a pattern: active now, with its products and weekdays', async () => {
    const response = await post('managers/break-patterns/create', pattern({ weekdays: [2, 3, 2] }));
    expect(response.statusCode).toBe(200);
    const body = response.json<Body>();
    expect(body.message).toMatchObject({
      body: 'The break pattern has been created.',
      code: 'pattern_created',
    });
    expect(body.data).toMatchObject({
      state: 'active',
      weekdays: [2, 3],
      products: [{ id: f.falafel.id, name: 'Falafel (5 pieces)' }],
    });
  });

  it('answers each rule with its own message', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: '' }, 'name', 'The name of the break pattern is required.'],
      [{ name: undefined }, 'name', 'The name of the break pattern is required.'],
      [{ start_time: '25:00' }, 'start_time', 'The start time is not valid.'],
      [{ start_time: '19:00', end_time: '18:00' }, 'start_time', 'The start time is not valid.'],
      [{ products: [] }, 'products', 'Choose at least one product.'],
      [{ products: undefined }, 'products', 'Choose at least one product.'],
      [{ weekdays: [] }, 'weekdays', 'Choose at least one weekday.'],
      [{ weekdays: [0, 8] }, 'weekdays', 'Choose at least one weekday.'],
      [{ end_date: '2026-11-23' }, 'end_date', 'The end date must not be before the start date.'],
    ];
    for (const [change, field, message] of cases) {
      const response = await post('managers/break-patterns/create', pattern(change));
      expect(response.statusCode, JSON.stringify(change)).toBe(422);
      expect(response.json<Body>().errors?.[field], JSON.stringify(change)).toEqual([message]);
    }
    expect(await ctx.deps.db.select().from(schema.breakPatterns)).toEqual([]);
  });

  it('needs products and weekdays as arrays', async () => {
    const response = await post(
      'managers/break-patterns/create',
      pattern({ products: '12', weekdays: 'monday' }),
    );
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json<Body>().errors ?? {}).sort()).toEqual(['products', 'weekdays']);
  });

  it('keeps names unique per restaurant, whatever their case', async () => {
    await post('managers/break-patterns/create', pattern({ name: 'Lunch rush' }));
    const again = await post('managers/break-patterns/create', pattern({ name: 'lunch RUSH ' }));
    expect(again.statusCode).toBe(422);
    expect(again.json<Body>().errors?.name).toEqual(['A break pattern with this name already exists.']);
    // another restaurant may use the same name
    const [ramen] = await ctx.deps.db
      .select()
      .from(schema.products)
      .where(eq(schema.products.restaurantId, f.sakura));
    const sakura = await post(
      'managers/break-patterns/create',
      pattern({ restaurantId: f.sakura, name: 'Lunch rush', products: [ramen!.id] }),
      f.sakuraManager,
    );
    expect(sakura.statusCode).toBe(200);
  });

  it("refuses another restaurant's products", async () => {
    const [ramen] = await ctx.deps.db
      .select()
      .from(schema.products)
      .where(eq(schema.products.restaurantId, f.sakura));
    const response = await post('managers/break-patterns/create', pattern({ products: [ramen!.id] }));
    expect(response.statusCode).toBe(422);
    expect(response.json<Body>().errors?.products).toEqual(['The product does not exist.']);
  });

  it('updates, stops and deletes; lists what is left', async () => {
    const created = (await post('managers/break-patterns/create', pattern())).json<Body>().data!;
    const updated = await post(
      'managers/break-patterns/update',
      pattern({ id: created.id, name: 'Renamed', weekdays: [1] }),
    );
    expect(updated.json<Body>()).toMatchObject({
      data: { name: 'Renamed', weekdays: [1], state: 'waiting' },
      message: { body: 'The break pattern has been updated.' },
    });
    await post('managers/break-patterns/update', pattern({ id: created.id, name: 'Renamed', weekdays: [2] }));
    const stopped = await post('managers/break-patterns/stop', { restaurantId: f.olive, id: created.id });
    expect(stopped.json<Body>()).toMatchObject({
      data: { state: 'stopped', stopped_at: '2026-11-24 18:02' },
      message: { body: 'The break pattern has been stopped.' },
    });
    const list = await ctx.app.inject({
      method: 'GET',
      url: `/api/managers/break-patterns?restaurantId=${f.olive}`,
      headers: { authorization: `Bearer ${f.oliveManager}` },
    });
    expect(list.json<{ data: { id: number }[] }>().data.map((entry) => entry.id)).toEqual([created.id]);
    const deleted = await post('managers/break-patterns/delete', { restaurantId: f.olive, id: created.id });
    expect(deleted.json<Body>().message.body).toBe('The break pattern has been deleted.');
    expect(await ctx.deps.db.select().from(schema.breakPatterns)).toEqual([]);
    expect(
      (await post('managers/break-patterns/delete', { restaurantId: f.olive, id: created.id })).statusCode,
    ).toBe(404);
  });

  it("a manager cannot change another restaurant's pattern, even naming their own restaurant", async () => {
    const created = (await post('managers/break-patterns/create', pattern())).json<Body>().data!;
    for (const url of ['managers/break-patterns/stop', 'managers/break-patterns/delete']) {
      const foreign = await post(url, { restaurantId: f.olive, id: created.id }, f.sakuraManager);
      expect(foreign.statusCode).toBe(403);
      expect(foreign.json<Body>().message.body).toBe('you dont have permission to do this');
      const throughOwn = await post(url, { restaurantId: f.sakura, id: created.id }, f.sakuraManager);
      expect(throughOwn.statusCode).toBe(404);
    }
    const update = await post(
      'managers/break-patterns/update',
      pattern({ restaurantId: f.sakura, id: created.id }),
      f.sakuraManager,
    );
    expect(update.statusCode).toBe(404);
    const [row] = await ctx.deps.db
      .select()
      .from(schema.breakPatterns)
      .where(eq(schema.breakPatterns.id, created.id));
    expect(row?.stoppedAt).toBeNull();
  });
});

describe('a product on break is unavailable in the menu, the basket and the order alike', () => {
  const menuFalafel = async () => {
    const response = await ctx.get('/api/restaurant/products', {
      restaurantId: f.olive,
      categoryId: f.falafel.categoryId,
    });
    return response
      .json<{ data: { id: number; available: boolean }[] }>()
      .data.find((p) => p.id === f.falafel.id);
  };

  it('menu: unavailable while the pattern runs, available once it is stopped', async () => {
    expect((await menuFalafel())?.available).toBe(true);
    const created = (await post('managers/break-patterns/create', pattern())).json<Body>().data!;
    expect((await menuFalafel())?.available).toBe(false);
    await post('managers/break-patterns/stop', { restaurantId: f.olive, id: created.id });
    expect((await menuFalafel())?.available).toBe(true);
  });

  it('menu: a later delivery time outside the pattern is available', async () => {
    await post('managers/break-patterns/create', pattern());
    const later = await ctx.get('/api/restaurant/products', {
      restaurantId: f.olive,
      categoryId: f.falafel.categoryId,
      delivery_time: '2026-11-24 19:00',
    });
    expect(
      later.json<{ data: { id: number; available: boolean }[] }>().data.find((p) => p.id === f.falafel.id)
        ?.available,
    ).toBe(true);
  });

  it('basket: adding is refused while the pattern runs', async () => {
    await post('managers/break-patterns/create', pattern());
    const token = await ctx.publicToken();
    const guest = (url: string, payload: Record<string, unknown>) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/${url}`,
        headers: { authorization: `Bearer ${token}` },
        payload,
      });
    const basketId = (await guest('basket/create', { restaurantId: f.olive, deliveryType: 'pickup' })).json<{
      data: { id: string };
    }>().data.id;
    const added = await guest('basket/add', {
      restaurantId: f.olive,
      basketId,
      productId: f.falafel.id,
      quantity: 1,
    });
    expect(added.statusCode).toBe(400);
    expect(added.json<Body>().message.body).toBe('Falafel (5 pieces) is not available at this time.');
  });

  it('order: a basket filled before the pattern started cannot be ordered while it runs', async () => {
    const token = await ctx.publicToken();
    const guest = (url: string, payload: Record<string, unknown>) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/${url}`,
        headers: { authorization: `Bearer ${token}` },
        payload,
      });
    const basketId = (await guest('basket/create', { restaurantId: f.olive, deliveryType: 'pickup' })).json<{
      data: { id: string };
    }>().data.id;
    await guest('basket/add', { restaurantId: f.olive, basketId, productId: f.falafel.id, quantity: 1 });
    await guest('basket/add-address', {
      restaurantId: f.olive,
      basketId,
      userInfo: { name: 'Ada', email: 'ada@example.org', mobile: '0301234567' },
    });
    await post('managers/break-patterns/create', pattern());
    const refused = await guest('order/create-order', {
      restaurantId: f.olive,
      basketId,
      paymentType: 'cash',
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json<Body>().errors?.name).toEqual([
      'Falafel (5 pieces) is not available at the chosen date.',
    ]);
    await ctx.deps.db.delete(schema.breakPatterns);
    const placed = await guest('order/create-order', {
      restaurantId: f.olive,
      basketId,
      paymentType: 'cash',
    });
    expect(placed.statusCode).toBe(200);
  });

  it('other products and other restaurants are not touched', async () => {
    await post('managers/break-patterns/create', pattern());
    // a ramen without required options (named: rows come in no set order)
    const [ramen] = await ctx.deps.db
      .select()
      .from(schema.products)
      .where(
        and(eq(schema.products.restaurantId, f.sakura), sql`${schema.products.name}->>'en' = 'Shoyu ramen'`),
      );
    await placeOrder(ctx, f.sakura, ramen!.id);
  });
});
