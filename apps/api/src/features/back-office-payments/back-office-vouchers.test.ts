import { schema } from '@tavola/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { managerFixtures } from '../../test/manager-fixtures';
import { createTestContext, type TestContext } from '../../test/test-app';

/**
 * Issue 20 (back office): a manager's vouchers and tip settings, scoped to their restaurant,
 * and the storefront's basket following them.
 */

interface Answer<T = unknown> {
  data: T;
  message: { body: string; code?: string };
  errors?: Record<string, string[]>;
}
interface Voucher {
  id: number;
  code: string;
  kind: 'percent' | 'fixed';
  value: number;
  minimum_order_value: number;
  usage_limit: number | null;
  used_count: number;
  valid_from: string | null;
  valid_until: string | null;
  active: boolean;
}
interface Basket {
  id: string;
  totalPrice: number;
  voucherValue: number;
  voucher_code: string | null;
  tip: number;
}

let ctx: TestContext;
let f: Awaited<ReturnType<typeof managerFixtures>>;

beforeAll(async () => {
  // Tuesday 18:02 in Berlin: Olive is open, so orders can be placed
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
  vi.setSystemTime(new Date('2026-11-24T17:02:00Z'));
  ctx = await createTestContext();
  f = await managerFixtures(ctx);
});
afterAll(async () => {
  vi.useRealTimers();
  await ctx?.close();
});

const as = (token: string, lang = 'en') => ({
  get: async <T>(url: string, query: Record<string, string | number>) => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/${url}?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`,
      headers: { authorization: `Bearer ${token}`, 'accept-language': lang },
    });
    return { status: response.statusCode, body: response.json() as Answer<T> };
  },
  post: async <T>(url: string, payload: Record<string, unknown>) => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/api/${url}`,
      headers: { authorization: `Bearer ${token}`, 'accept-language': lang },
      payload,
    });
    return { status: response.statusCode, body: response.json() as Answer<T> };
  },
});

/** a guest's pickup basket at Olive with `units` falafel */
const guestBasket = async (units = 4) => {
  const guest = as(await ctx.publicToken());
  const basketId = (
    await guest.post<Basket>('basket/create', { restaurantId: f.olive, deliveryType: 'pickup' })
  ).body.data.id;
  await guest.post('basket/add', {
    restaurantId: f.olive,
    basketId,
    productId: f.falafel.id,
    quantity: units,
  });
  return {
    guest,
    basketId,
    applyVoucher: (voucherCode: string) =>
      guest.post<Basket>('basket/add-voucher-to-basket', { restaurantId: f.olive, basketId, voucherCode }),
  };
};

const summer = {
  code: 'summer26',
  kind: 'percent',
  value: 20,
  minimum_order_value: 0,
  usage_limit: 50,
  valid_from: '2026-11-01',
  valid_until: '2026-11-30',
};

describe('vouchers in the back office', () => {
  let created: Voucher;

  it('creates a voucher, lists it with its uses, and a guest gets its discount', async () => {
    const olive = as(f.oliveManager);
    const saved = await olive.post<Voucher>('managers/vouchers/create', { restaurantId: f.olive, ...summer });
    expect(saved.status).toBe(200);
    expect(saved.body.message.body).toBe('The voucher has been created.');
    created = saved.body.data;
    expect(created).toMatchObject({
      code: 'SUMMER26',
      kind: 'percent',
      value: 20,
      usage_limit: 50,
      used_count: 0,
      valid_from: '2026-11-01',
      valid_until: '2026-11-30',
      active: true,
    });
    const list = await olive.get<{ vouchers: Voucher[]; currency: string }>('managers/vouchers', {
      restaurantId: f.olive,
    });
    expect(list.body.data.vouchers.map((voucher) => voucher.code)).toContain('SUMMER26');
    expect(list.body.data.currency).toBe('EUR');

    const { applyVoucher } = await guestBasket();
    const applied = await applyVoucher('Summer26');
    expect(applied.status).toBe(200);
    expect(applied.body.data.voucher_code).toBe('SUMMER26');
    expect(applied.body.data.voucherValue).toBe(Math.floor(applied.body.data.totalPrice * 0.2));
  });

  it("follows the manager's edits: a new value, then the validity, then deactivation", async () => {
    const olive = as(f.oliveManager);
    const edit = (changes: Record<string, unknown>) =>
      olive.post<Voucher>('managers/vouchers/update', {
        restaurantId: f.olive,
        id: created.id,
        ...summer,
        ...changes,
      });
    expect((await edit({ kind: 'fixed', value: 300 })).status).toBe(200);
    const fixed = await (await guestBasket()).applyVoucher('SUMMER26');
    expect(fixed.body.data.voucherValue).toBe(300);

    // the validity ended yesterday in Berlin
    expect((await edit({ valid_from: '2026-11-01', valid_until: '2026-11-23' })).status).toBe(200);
    const ended = await (await guestBasket()).applyVoucher('SUMMER26');
    expect(ended.status).toBe(422);
    expect(ended.body.errors?.voucherCode).toEqual(['The code is invalid or expired.']);
    // and today is its last day
    expect((await edit({ valid_until: '2026-11-24' })).status).toBe(200);
    expect((await (await guestBasket()).applyVoucher('SUMMER26')).status).toBe(200);

    // a basket that holds it cannot order with it once the manager deactivates it
    const holding = await guestBasket();
    expect((await holding.applyVoucher('SUMMER26')).status).toBe(200);
    expect((await edit({ active: false })).body.data.active).toBe(false);
    expect((await (await guestBasket()).applyVoucher('SUMMER26')).body.errors?.voucherCode).toEqual([
      'The code is invalid or expired.',
    ]);
    await holding.guest.post('basket/add-address', {
      restaurantId: f.olive,
      basketId: holding.basketId,
      userInfo: { name: 'Ada Lovelace', email: 'ada@example.org', mobile: '030 1234567' },
    });
    const order = await holding.guest.post('order/create-order', {
      restaurantId: f.olive,
      basketId: holding.basketId,
      paymentType: 'cash',
    });
    expect(order.status).toBe(422);
    expect(order.body.errors?.voucherCode).toEqual(['The code is invalid or expired.']);
    expect((await edit({ active: true })).status).toBe(200);
  });

  it('answers each bad field with its own message, in the four languages', async () => {
    const bad = {
      restaurantId: f.olive,
      code: 'no spaces!',
      kind: 'percent',
      value: 101,
      usage_limit: 0,
      valid_from: '2026-12-10',
      valid_until: '2026-12-01',
    };
    const english = await as(f.oliveManager).post('managers/vouchers/create', bad);
    expect(english.status).toBe(422);
    expect(Object.keys(english.body.errors ?? {}).sort()).toEqual(['code', 'usage_limit']);
    expect(english.body.errors?.code).toEqual(['The code may hold only letters, digits, - and _.']);

    // the contract's shapes pass: the domain's rule names the value and the dates
    const crossField = await as(f.oliveManager).post('managers/vouchers/create', {
      ...bad,
      code: 'BAD1',
      usage_limit: 1,
    });
    expect(crossField.body.errors).toEqual({
      value: ['Enter a percentage from 1 to 100.'],
      valid_until: ['The last valid day must not be before the first.'],
    });
    const zero = await as(f.oliveManager).post('managers/vouchers/create', {
      restaurantId: f.olive,
      code: 'ZERO',
      kind: 'fixed',
      value: 0,
    });
    expect(zero.body.errors).toEqual({ value: ['Enter an amount of more than zero.'] });

    const percents = await Promise.all(
      (['de', 'fr', 'ar'] as const).map(
        async (lang) =>
          (
            await as(f.oliveManager, lang).post('managers/vouchers/create', {
              ...bad,
              code: 'BAD1',
              usage_limit: 1,
            })
          ).body.errors?.value?.[0],
      ),
    );
    expect(percents).toEqual([
      'Geben Sie einen Prozentsatz von 1 bis 100 ein.',
      'Saisissez un pourcentage de 1 à 100.',
      'أدخل نسبة مئوية من 1 إلى 100.',
    ]);
    const list = await as(f.oliveManager).get<{ vouchers: Voucher[] }>('managers/vouchers', {
      restaurantId: f.olive,
    });
    expect(list.body.data.vouchers.map((voucher) => voucher.code)).not.toContain('BAD1');
  });

  it('keeps codes unique per restaurant, in any case: a 422 on the code; another restaurant may use it', async () => {
    const taken = await Promise.all(
      (['en', 'de'] as const).map(async (lang) =>
        as(f.oliveManager, lang).post('managers/vouchers/create', {
          restaurantId: f.olive,
          ...summer,
          code: 'Summer26',
        }),
      ),
    );
    expect(taken.map((answer) => answer.status)).toEqual([422, 422]);
    expect(taken.map((answer) => answer.body.errors?.code?.[0])).toEqual([
      'This restaurant already has a voucher with this code.',
      'Dieses Restaurant hat bereits einen Gutschein mit diesem Code.',
    ]);
    const renamed = await as(f.oliveManager).post('managers/vouchers/update', {
      restaurantId: f.olive,
      id: created.id,
      ...summer,
      code: 'WELCOME10',
    });
    expect(renamed.status).toBe(422);
    expect(Object.keys(renamed.body.errors ?? {})).toEqual(['code']);
    const sakura = await as(f.sakuraManager).post<Voucher>('managers/vouchers/create', {
      restaurantId: f.sakura,
      ...summer,
    });
    expect(sakura.status).toBe(200);
  });

  it("keeps each manager out of the other restaurant's vouchers, both ways", async () => {
    const sakuraList = await as(f.sakuraManager).get<{ vouchers: Voucher[] }>('managers/vouchers', {
      restaurantId: f.sakura,
    });
    const sakuraVoucher = sakuraList.body.data.vouchers.find((voucher) => voucher.code === 'SUMMER26')!;
    for (const [token, own, other, otherVoucher] of [
      [f.sakuraManager, f.sakura, f.olive, created.id],
      [f.oliveManager, f.olive, f.sakura, sakuraVoucher.id],
    ] as const) {
      const manager = as(token);
      expect((await manager.get('managers/vouchers', { restaurantId: other })).status).toBe(403);
      const writes = await Promise.all([
        manager.post('managers/vouchers/create', { restaurantId: other, ...summer, code: 'INTRUDER' }),
        manager.post('managers/vouchers/update', { restaurantId: other, id: otherVoucher, ...summer }),
        manager.post('managers/vouchers/delete', { restaurantId: other, id: otherVoucher }),
        // the other restaurant's voucher named through the manager's own restaurant
        manager.post('managers/vouchers/update', {
          restaurantId: own,
          id: otherVoucher,
          ...summer,
          value: 99,
        }),
        manager.post('managers/vouchers/delete', { restaurantId: own, id: otherVoucher }),
      ]);
      expect(writes.map((write) => write.status)).toEqual([403, 403, 403, 404, 404]);
    }
    const rows = await ctx.deps.db.select().from(schema.vouchers).where(eq(schema.vouchers.code, 'SUMMER26'));
    expect(rows.map((row) => row.value)).toEqual([20, 20]);
    expect(rows.every((row) => row.active)).toBe(true);
    // guests, customers and the public token cannot read them at all
    expect((await as(f.customerToken).get('managers/vouchers', { restaurantId: f.olive })).status).toBe(403);
    expect(
      (await as(await ctx.publicToken()).get('managers/vouchers', { restaurantId: f.olive })).status,
    ).toBe(403);
  });

  it('deletes an unused voucher, and keeps one orders used, deactivated (decision 041)', async () => {
    const olive = as(f.oliveManager);
    const spare = await olive.post<Voucher>('managers/vouchers/create', {
      restaurantId: f.olive,
      code: 'SPARE',
      kind: 'fixed',
      value: 100,
    });
    const gone = await olive.post<{ deleted: boolean }>('managers/vouchers/delete', {
      restaurantId: f.olive,
      id: spare.body.data.id,
    });
    expect(gone.body.data.deleted).toBe(true);
    expect(gone.body.message.body).toBe('The voucher has been deleted.');

    const { guest, basketId, applyVoucher } = await guestBasket();
    expect((await applyVoucher('SUMMER26')).status).toBe(200);
    await guest.post('basket/add-address', {
      restaurantId: f.olive,
      basketId,
      userInfo: { name: 'Ada Lovelace', email: 'ada@example.org', mobile: '030 1234567' },
    });
    const order = await guest.post('order/create-order', {
      restaurantId: f.olive,
      basketId,
      paymentType: 'cash',
    });
    expect(order.status).toBe(200);
    const listed = await olive.get<{ vouchers: Voucher[] }>('managers/vouchers', { restaurantId: f.olive });
    expect(listed.body.data.vouchers.find((voucher) => voucher.id === created.id)?.used_count).toBe(1);

    const kept = await olive.post<{ deleted: boolean; voucher: Voucher }>('managers/vouchers/delete', {
      restaurantId: f.olive,
      id: created.id,
    });
    expect(kept.status).toBe(200);
    expect(kept.body.data).toMatchObject({
      deleted: false,
      voucher: { id: created.id, active: false, used_count: 1 },
    });
    expect(kept.body.message.body).toBe('Orders have used this voucher, so it was kept and deactivated.');
  });
});

describe('tip settings', () => {
  it("sets the percentages checkout offers and switches tips off; the basket's add-tip follows", async () => {
    const olive = as(f.oliveManager);
    expect((await olive.get('managers/tips', { restaurantId: f.olive })).body.data).toEqual({
      tip_request: true,
      tip_percents: [5, 10, 15],
      tip_taxable: false,
    });
    const saved = await olive.post('managers/tips', {
      restaurantId: f.olive,
      tip_request: true,
      tip_percents: [12, 8],
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toEqual({ tip_request: true, tip_percents: [8, 12], tip_taxable: false });
    // issue 36: the business keeps its tips; left out of a later save, that stays
    const taxable = await olive.post('managers/tips', {
      restaurantId: f.olive,
      tip_request: true,
      tip_percents: [8, 12],
      tip_taxable: true,
    });
    expect((taxable.body.data as { tip_taxable: boolean }).tip_taxable).toBe(true);
    const info = async () =>
      (await ctx.get('/api/restaurant/restaurant-by-id', { restaurantId: f.olive })).json().data as {
        tip_request: boolean;
        settings: { tip_request: boolean; tip_percents: number[] };
      };
    expect((await info()).settings.tip_percents).toEqual([8, 12]);

    const { guest, basketId } = await guestBasket();
    expect(
      (await guest.post('basket/add-tip', { restaurantId: f.olive, basketId, tip_price: 150 })).status,
    ).toBe(200);

    await olive.post('managers/tips', { restaurantId: f.olive, tip_request: false, tip_percents: [8, 12] });
    expect((await info()).settings.tip_request).toBe(false);
    const refused = await guest.post('basket/add-tip', { restaurantId: f.olive, basketId, tip_price: 150 });
    expect(refused.status).toBe(403);
    await olive.post('managers/tips', {
      restaurantId: f.olive,
      tip_request: true,
      tip_percents: [5, 10, 15],
    });
    expect(
      ((await olive.get('managers/tips', { restaurantId: f.olive })).body.data as { tip_taxable: boolean })
        .tip_taxable,
    ).toBe(true);
    await olive.post('managers/tips', {
      restaurantId: f.olive,
      tip_request: true,
      tip_percents: [5, 10, 15],
      tip_taxable: false,
    });
  });

  it('answers bad percentages on their field, and keeps other managers out', async () => {
    const olive = as(f.oliveManager, 'fr');
    const twice = await olive.post('managers/tips', {
      restaurantId: f.olive,
      tip_request: true,
      tip_percents: [10, 10],
    });
    expect(twice.status).toBe(422);
    expect(twice.body.errors?.tip_percents).toEqual(['Chaque pourcentage ne peut apparaître qu’une fois.']);
    const tooHigh = await olive.post('managers/tips', {
      restaurantId: f.olive,
      tip_request: true,
      tip_percents: [101],
    });
    expect(Object.keys(tooHigh.body.errors ?? {})).toEqual(['tip_percents.0']);
    for (const [token, other] of [
      [f.sakuraManager, f.olive],
      [f.oliveManager, f.sakura],
    ] as const) {
      const write = await as(token).post('managers/tips', {
        restaurantId: other,
        tip_request: false,
        tip_percents: [1],
      });
      expect(write.status).toBe(403);
      expect((await as(token).get('managers/tips', { restaurantId: other })).status).toBe(403);
    }
    expect((await as(f.oliveManager).get('managers/tips', { restaurantId: f.olive })).body.data).toEqual({
      tip_request: true,
      tip_percents: [5, 10, 15],
      tip_taxable: false,
    });
  });
});
