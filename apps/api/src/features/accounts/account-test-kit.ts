import { randomInt, randomUUID } from 'node:crypto';
import type { UserDto } from '@tavola/contracts';
import { schema } from '@tavola/db';
import type { OrderStatus } from '@tavola/domain';
import type { LightMyRequestResponse } from 'fastify';
import type { TestContext } from '../../test/test-app';

export { type ErrorBody, restaurantIdOf } from '../../test/demo-fixtures';

/** Requests as one token holder: restaurantId goes in the query (GET) or the body (otherwise). */
export interface Client {
  token: string;
  get(url: string, query?: Record<string, string | number>): Promise<LightMyRequestResponse>;
  post(url: string, payload?: Record<string, unknown>): Promise<LightMyRequestResponse>;
  put(url: string, payload?: Record<string, unknown>): Promise<LightMyRequestResponse>;
}

export interface Customer extends Client {
  user: UserDto;
  email: string;
  password: string;
  restaurantId: number;
}

/** A documentation address (RFC 5737) of its own, so rate limits of one test do not reach another. */
export const someAddress = () => `198.51.${randomInt(0, 255)}.${randomInt(1, 255)}`;

export function clientFor(ctx: TestContext, token: string, restaurantId: number): Client {
  const headers = { authorization: `Bearer ${token}` };
  return {
    token,
    get: (url, query = {}) => {
      const search = new URLSearchParams(
        Object.entries({ restaurantId, ...query }).map(([key, value]) => [key, String(value)]),
      );
      return ctx.app.inject({ method: 'GET', url: `/api/${url}?${search}`, headers });
    },
    post: (url, payload = {}) =>
      ctx.app.inject({ method: 'POST', url: `/api/${url}`, headers, payload: { restaurantId, ...payload } }),
    put: (url, payload = {}) =>
      ctx.app.inject({ method: 'PUT', url: `/api/${url}`, headers, payload: { restaurantId, ...payload } }),
  };
}

export async function guestOf(ctx: TestContext, restaurantId: number): Promise<Client> {
  return clientFor(ctx, await ctx.publicToken(), restaurantId);
}

/** Signs a new customer up at a restaurant (the answer logs them in). */
export async function signUp(
  ctx: TestContext,
  restaurantId: number,
  fields: Record<string, unknown> = {},
): Promise<Customer> {
  const email = `customer-${randomUUID().slice(0, 8)}@example.org`;
  const password = 'correct horse battery';
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/signup',
    remoteAddress: someAddress(),
    payload: {
      restaurantId,
      name: 'Ada Lovelace',
      email,
      password,
      password_confirmation: password,
      ...fields,
    },
  });
  if (response.statusCode !== 200) throw new Error(`signup failed: ${response.body}`);
  const { data } = response.json<{ data: { access_token: string; user: UserDto } }>();
  return {
    ...clientFor(ctx, data.access_token, restaurantId),
    user: data.user,
    email: data.user.email,
    password: String(fields.password ?? password),
    restaurantId,
  };
}

/** An order row as create-order leaves it (for history, reviews and permissions). */
export async function placeOrder(
  ctx: TestContext,
  restaurantId: number,
  owner: { userId?: number; guestId?: string },
  options: { createdAt?: Date; status?: OrderStatus; total?: number; name?: string } = {},
) {
  const [order] = await ctx.deps.db
    .insert(schema.orders)
    .values({
      restaurantId,
      userId: owner.userId ?? null,
      guestId: owner.guestId ?? null,
      basketId: randomUUID(),
      deliveryType: 'pickup',
      paymentType: 'cash',
      paymentState: 'on_site',
      isOnlinePayment: false,
      status: options.status ?? 'received',
      contact: { name: 'Ada Lovelace', email: 'ada@example.org' },
      subtotal: options.total ?? 1250,
      total: options.total ?? 1250,
      currency: 'EUR',
      lang: 'en',
      ...(options.createdAt ? { createdAt: options.createdAt } : {}),
    })
    .returning();
  await ctx.deps.db.insert(schema.orderProducts).values({
    restaurantId,
    orderId: order!.id,
    productId: null,
    name: { en: options.name ?? 'Falafel (5 pieces)', de: 'Falafel (5 Stück)' },
    quantity: 2,
    unitPrice: 625,
    totalPrice: 1250,
  });
  return order!;
}
