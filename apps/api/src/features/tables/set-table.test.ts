import type { BasketDto } from '@tavola/contracts';
import { schema } from '@tavola/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorBody } from '../../test/demo-fixtures';
import { managerFixtures } from '../../test/manager-fixtures';
import { storedBasket, type TableRow, tableGuest, tableNamed } from '../../test/table-guests';
import { createTestContext, type TestContext } from '../../test/test-app';

/**
 * Issue 16, SPEC §7 POST api/basket/set-table: a guest who scanned a table's QR code orders at
 * that table — and only with the code of that table, of that restaurant, while it is active.
 */

let ctx: TestContext;
let f: Awaited<ReturnType<typeof managerFixtures>>;
let t3: TableRow;
let sakuraBooth: TableRow;

beforeAll(async () => {
  ctx = await createTestContext();
  f = await managerFixtures(ctx);
  t3 = await tableNamed(ctx, f.olive, 'T3');
  sakuraBooth = await tableNamed(ctx, f.sakura, 'Booth 1');
});
afterAll(() => ctx?.close());

/** each refusal comes from an address of its own, so the limit test below starts clean */
let nextAddress = 1;
const fromOwnAddress = () => ({ 'x-forwarded-for': `10.16.0.${nextAddress++}` });

describe('set-table with the right QR code', () => {
  it('puts the basket at the table, eating here, as soon as possible', async () => {
    const guest = await tableGuest(ctx, f.olive);
    // a pickup time chosen before the guest sat down goes
    await ctx.deps.db
      .update(schema.baskets)
      .set({ deliveryTime: new Date('2030-01-08T18:00:00Z'), duration: 30 })
      .where(eq(schema.baskets.id, guest.basketId));
    const response = await guest.sitAt(t3);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<{
      data: BasketDto;
      message: { body: string; code: string };
      removed: string[];
    }>();
    expect(body.message).toMatchObject({ body: 'You are ordering at table T3.', code: 'table_set' });
    expect(body.data).toMatchObject({
      table: { id: t3.id, name: 'T3' },
      table_id: t3.id,
      deliveryType: 'here',
      deliveryTime: null,
    });
    expect(body.removed).toEqual([]);
    const basket = await guest.get('basket', { restaurantId: f.olive, basketId: guest.basketId });
    expect(basket.json<{ data: BasketDto }>().data).toMatchObject({ table: { name: 'T3' }, table_id: t3.id });
  });

  it('finds the table by its name too, as tableName or table', async () => {
    for (const named of [{ tableName: 'T3' }, { table: 'T3' }]) {
      const guest = await tableGuest(ctx, f.olive);
      const response = await guest.sitAt(t3, { tableId: undefined, ...named });
      expect(response.statusCode, JSON.stringify(named)).toBe(200);
      expect((await storedBasket(ctx, guest.basketId))?.tableId).toBe(t3.id);
    }
  });

  it('takes out what is not served here and names it', async () => {
    const [takeawayOnly] = await ctx.deps.db
      .update(schema.products)
      .set({ deliveryTypes: ['pickup', 'delivery'] })
      .where(eq(schema.products.id, f.falafel.id))
      .returning();
    try {
      const guest = await tableGuest(ctx, f.olive);
      expect((await guest.addProduct(takeawayOnly!.id)).statusCode).toBe(200);
      const response = await guest.sitAt(t3);
      expect(response.statusCode).toBe(200);
      expect(response.json<{ removed: string[]; data: BasketDto }>()).toMatchObject({
        removed: ['Falafel (5 pieces)'],
        data: { products: [] },
      });
    } finally {
      await ctx.deps.db
        .update(schema.products)
        .set({ deliveryTypes: f.falafel.deliveryTypes })
        .where(eq(schema.products.id, f.falafel.id));
    }
  });
});

describe('set-table refuses, in four languages, and changes nothing', () => {
  const refusals: [
    string,
    (guest: Awaited<ReturnType<typeof tableGuest>>) => Promise<unknown>,
    number,
    string,
  ][] = [
    [
      'a wrong token',
      (guest) => guest.sitAt(t3, { qrcode: 'not-the-code' }, fromOwnAddress()),
      400,
      'table_not_related',
    ],
    [
      "another table's token",
      async (guest) =>
        guest.sitAt(t3, { qrcode: (await tableNamed(ctx, f.olive, 'T4')).qrCode }, fromOwnAddress()),
      400,
      'table_not_related',
    ],
    [
      "another restaurant's table",
      (guest) => guest.sitAt(sakuraBooth, {}, fromOwnAddress()),
      400,
      'table_not_related',
    ],
    [
      "another restaurant's token for a table of this name",
      async (guest) => {
        const sakuraT3 = await ctx.deps.db
          .insert(schema.tables)
          .values({ restaurantId: f.sakura, name: 'T3-twin', capacity: 2 })
          .returning();
        return guest.sitAt(
          t3,
          { tableId: undefined, tableName: 'T3', qrcode: sakuraT3[0]!.qrCode },
          fromOwnAddress(),
        );
      },
      400,
      'table_not_related',
    ],
    [
      'an unknown table',
      (guest) => guest.sitAt({ ...t3, id: 2_000_000 }, {}, fromOwnAddress()),
      404,
      'table_not_exist',
    ],
    [
      'an unknown table name',
      (guest) => guest.sitAt(t3, { tableId: undefined, tableName: 'T99' }, fromOwnAddress()),
      404,
      'table_not_exist',
    ],
  ];

  it.each(refusals)('%s', async (_case, attempt, status, code) => {
    const guest = await tableGuest(ctx, f.olive);
    const before = await storedBasket(ctx, guest.basketId);
    const response = (await attempt(guest)) as Awaited<ReturnType<typeof guest.sitAt>>;
    expect(response.statusCode, response.body).toBe(status);
    expect(response.json<ErrorBody>().message).toMatchObject({ type: 'error', code });
    expect(await storedBasket(ctx, guest.basketId)).toEqual(before);
  });

  it('an inactive table, even with its right token', async () => {
    const t7 = await tableNamed(ctx, f.olive, 'T7');
    await ctx.deps.db.update(schema.tables).set({ active: false }).where(eq(schema.tables.id, t7.id));
    const guest = await tableGuest(ctx, f.olive);
    const response = await guest.sitAt(t7, {}, fromOwnAddress());
    expect(response.statusCode).toBe(404);
    expect(response.json<ErrorBody>().message.body).toBe('The table does not exist.');
    expect((await storedBasket(ctx, guest.basketId))?.tableId).toBeNull();
  });

  it('says so in each language', async () => {
    const guest = await tableGuest(ctx, f.olive);
    const bodies = await Promise.all(
      ['en', 'de', 'fr', 'ar'].map(
        async (lang) =>
          (await guest.sitAt(t3, { qrcode: 'wrong', lang }, fromOwnAddress())).json<ErrorBody>().message.body,
      ),
    );
    expect(bodies).toEqual([
      'The table name is not related to the restaurant.',
      'Der Tischname gehört nicht zu diesem Restaurant.',
      "Le nom de la table n'appartient pas à ce restaurant.",
      'اسم الطاولة لا يتبع هذا المطعم.',
    ]);
  });

  it('needs a table and its code: 422 naming the fields', async () => {
    const guest = await tableGuest(ctx, f.olive);
    const response = await guest.post('basket/set-table', {
      restaurantId: f.olive,
      basketId: guest.basketId,
    });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json<ErrorBody>().errors ?? {}).sort()).toEqual(['qrcode']);
    const noTable = await guest.post('basket/set-table', {
      restaurantId: f.olive,
      basketId: guest.basketId,
      qrcode: t3.qrCode,
    });
    expect(noTable.statusCode).toBe(422);
    expect(noTable.json<ErrorBody>().errors).toEqual({ tableId: ['The tableId field is required.'] });
  });

  it("another guest's basket does not exist for the caller", async () => {
    const owner = await tableGuest(ctx, f.olive);
    const stranger = await tableGuest(ctx, f.olive);
    const response = await stranger.post('basket/set-table', {
      restaurantId: f.olive,
      basketId: owner.basketId,
      tableId: t3.id,
      qrcode: t3.qrCode,
    });
    expect(response.statusCode).toBe(404);
    expect((await storedBasket(ctx, owner.basketId))?.tableId).toBeNull();
  });
});

describe('failed attempts are limited per caller (decision 016)', () => {
  it('refuses a guest after 10 wrong codes, even the right one, and says when to come back', async () => {
    const guest = await tableGuest(ctx, f.olive);
    const address = fromOwnAddress();
    for (let i = 0; i < 10; i += 1)
      expect((await guest.sitAt(t3, { qrcode: `guess-${i}` }, address)).statusCode).toBe(400);
    const locked = await guest.sitAt(t3, {}, address);
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    expect(locked.json<ErrorBody>().message.code).toBe('too_many_requests');
    expect((await storedBasket(ctx, guest.basketId))?.tableId).toBeNull();
    // another guest at the same address still sits down
    const other = await tableGuest(ctx, f.olive);
    expect((await other.sitAt(t3, {}, address)).statusCode).toBe(200);
  });

  it('does not count a guest’s successful scans', async () => {
    const guest = await tableGuest(ctx, f.olive);
    const address = fromOwnAddress();
    for (let i = 0; i < 15; i += 1) expect((await guest.sitAt(t3, {}, address)).statusCode).toBe(200);
  });
});
