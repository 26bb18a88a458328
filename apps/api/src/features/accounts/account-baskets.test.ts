import { randomUUID } from 'node:crypto';
import { schema } from '@tavola/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestContext, type TestContext } from '../../test/test-app';
import { type Client, clientFor, type ErrorBody, guestOf, restaurantIdOf, signUp } from './account-test-kit';

/**
 * SPEC §4 Session with SPEC §7 basket/assign-basket and basket/unassigned-basket: login assigns
 * the guest's basket to the customer, logout gives it back to a guest, and a restaurant that
 * requires login takes the order from the customer.
 */

let ctx: TestContext;
let olive: number;
let sakura: number;
let falafel: number;
let ramen: number;

beforeAll(async () => {
  ctx = await createTestContext();
  olive = restaurantIdOf(ctx, 'olive-linde');
  sakura = restaurantIdOf(ctx, 'sakura-ramen');
  const products = await ctx.deps.db.select().from(schema.products);
  falafel = products.find((p) => p.name.en === 'Falafel (5 pieces)')!.id;
  ramen = products.find((p) => p.restaurantId === sakura && !p.isPackage && p.active)!.id;
});
afterAll(() => ctx.close());
beforeEach(() => {
  // Tuesday 2026-11-24, 18:02 in Berlin: pickup is open
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
  vi.setSystemTime(new Date('2026-11-24T17:02:00Z'));
  return () => vi.useRealTimers();
});

async function basketWithFalafel(client: Client): Promise<string> {
  const created = await client.post('basket/create', { deliveryType: 'pickup' });
  expect(created.statusCode, created.body).toBe(200);
  const basketId = created.json<{ data: { id: string } }>().data.id;
  const added = await client.post('basket/add', { basketId, productId: falafel, quantity: 2 });
  expect(added.statusCode, added.body).toBe(200);
  return basketId;
}

/** SPEC §7: a new public token, sent with the stored basket id. */
async function refreshedGuest(basketId: string, restaurantId = olive): Promise<Client> {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/oauth/token',
    payload: {
      grant_type: 'client_credentials',
      client_id: 'storefront',
      client_secret: 'storefront',
      basketId,
    },
  });
  return clientFor(ctx, response.json<{ data: { access_token: string } }>().data.access_token, restaurantId);
}

describe('basket/assign-basket', () => {
  it("login assigns the guest's basket: the customer has it, the guest token no longer", async () => {
    const guest = await guestOf(ctx, olive);
    const basketId = await basketWithFalafel(guest);
    const customer = await signUp(ctx, olive);
    const assigned = await customer.post('basket/assign-basket', { basketId });
    expect(assigned.statusCode).toBe(200);
    expect(assigned.json<{ message: { body: string } }>().message.body).toBe(
      'The basket is saved to your account.',
    );
    const read = await customer.get('basket', { basketId });
    expect(read.statusCode).toBe(200);
    expect(read.json<{ data: { products: unknown[] } }>().data.products).toHaveLength(1);
    expect((await guest.get('basket', { basketId })).statusCode).toBe(404);
    // assigning again is harmless
    expect((await customer.post('basket/assign-basket', { basketId })).statusCode).toBe(200);
    // and knowing the id does not make anyone that customer's guest (decision 007)
    expect((await (await refreshedGuest(basketId)).get('basket', { basketId })).statusCode).toBe(404);
  });

  it("another customer cannot take or give back a customer's basket", async () => {
    const owner = await signUp(ctx, olive);
    const basketId = await basketWithFalafel(owner);
    const other = await signUp(ctx, olive);
    const taken = await other.post('basket/assign-basket', { basketId });
    expect(taken.statusCode).toBe(404);
    expect(taken.json<ErrorBody>().message.body).toBe('The basket does not exist.');
    expect((await other.post('basket/unassigned-basket', { basketId })).statusCode).toBe(404);
    expect((await owner.get('basket', { basketId })).statusCode).toBe(200);
  });

  it("a basket of another restaurant is not related to the customer's", async () => {
    const sakuraGuest = await guestOf(ctx, sakura);
    const created = await sakuraGuest.post('basket/create', { deliveryType: 'pickup' });
    const basketId = created.json<{ data: { id: string } }>().data.id;
    await sakuraGuest.post('basket/add', { basketId, productId: ramen, quantity: 1 });
    const customer = await signUp(ctx, olive);
    const response = await customer.post('basket/assign-basket', { basketId });
    expect(response.statusCode).toBe(400);
    expect(response.json<ErrorBody>().message.body).toBe('The basket is not related to the restaurant.');
    const [row] = await ctx.deps.db.select().from(schema.baskets).where(eq(schema.baskets.id, basketId));
    expect(row!.userId).toBeNull();
  });

  it('bad input, unknown baskets, guests and managers', async () => {
    const customer = await signUp(ctx, olive);
    const malformed = await customer.post('basket/assign-basket', { basketId: 'not-a-uuid' });
    expect(malformed.statusCode).toBe(422);
    expect(Object.keys(malformed.json<ErrorBody>().errors ?? {})).toEqual(['basketId']);
    expect((await customer.post('basket/assign-basket', {})).statusCode).toBe(422);
    expect((await customer.post('basket/assign-basket', { basketId: randomUUID() })).statusCode).toBe(404);
    const guest = await guestOf(ctx, olive);
    const basketId = await basketWithFalafel(guest);
    expect((await guest.post('basket/assign-basket', { basketId })).statusCode).toBe(401);
    expect((await guest.post('basket/unassigned-basket', { basketId })).statusCode).toBe(401);
  });
});

describe('basket/unassigned-basket', () => {
  it('logout gives the basket back to its guest, who keeps it with a refreshed token', async () => {
    const guest = await guestOf(ctx, olive);
    const basketId = await basketWithFalafel(guest);
    const customer = await signUp(ctx, olive);
    await customer.post('basket/assign-basket', { basketId });
    const unassigned = await customer.post('basket/unassigned-basket', { basketId });
    expect(unassigned.statusCode).toBe(200);
    expect((await customer.get('basket', { basketId })).statusCode).toBe(404);
    expect((await guest.get('basket', { basketId })).statusCode).toBe(200);
    expect((await (await refreshedGuest(basketId)).get('basket', { basketId })).statusCode).toBe(200);
  });

  it('a basket started while logged in goes to a new guest, reached with a token fetched with its id', async () => {
    const customer = await signUp(ctx, olive);
    const basketId = await basketWithFalafel(customer);
    await customer.post('basket/unassigned-basket', { basketId });
    const [row] = await ctx.deps.db.select().from(schema.baskets).where(eq(schema.baskets.id, basketId));
    expect(row).toMatchObject({ userId: null });
    expect(row!.guestId).toMatch(/^[0-9a-f-]{36}$/);
    const guest = await refreshedGuest(basketId);
    const read = await guest.get('basket', { basketId });
    expect(read.statusCode).toBe(200);
    expect(read.json<{ data: { products: unknown[] } }>().data.products).toHaveLength(1);
  });
});

describe('a restaurant that requires login', () => {
  it('refuses the guest, takes the order after login and shows it in the history', async () => {
    const [row] = await ctx.deps.db.select().from(schema.restaurants).where(eq(schema.restaurants.id, olive));
    await ctx.deps.db
      .update(schema.restaurants)
      .set({ settings: { ...row!.settings, login_required: true } })
      .where(eq(schema.restaurants.id, olive));
    try {
      const guest = await guestOf(ctx, olive);
      const basketId = await basketWithFalafel(guest);
      const contact = { name: 'Ada Lovelace', email: 'ada@example.org', mobile: '030 1234567' };
      await guest.post('basket/add-address', { basketId, userInfo: contact });
      const refused = await guest.post('order/create-order', { basketId, paymentType: 'cash' });
      expect(refused.statusCode).toBe(403);
      expect(refused.json<ErrorBody>().message.body).toBe('Please login to create an order.');

      const customer = await signUp(ctx, olive);
      expect((await customer.post('basket/assign-basket', { basketId })).statusCode).toBe(200);
      const placed = await customer.post('order/create-order', { basketId, paymentType: 'cash' });
      expect(placed.statusCode, placed.body).toBe(200);
      const orderId = placed.json<{ data: { orderId: number } }>().data.orderId;
      const [order] = await ctx.deps.db.select().from(schema.orders).where(eq(schema.orders.id, orderId));
      expect(order!.userId).toBe(customer.user.id);
      const history = await customer.get('order/history');
      expect(history.json<{ data: { id: number }[] }>().data.map((entry) => entry.id)).toEqual([orderId]);
    } finally {
      await ctx.deps.db
        .update(schema.restaurants)
        .set({ settings: row!.settings })
        .where(eq(schema.restaurants.id, olive));
    }
  });
});
