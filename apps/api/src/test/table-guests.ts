import { schema } from '@tavola/db';
import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import type { TestContext } from './test-app';

/** Issue 16 tests read "this person makes this request": a guest with their own basket, or a manager. */

export type TableRow = typeof schema.tables.$inferSelect;

/** A seeded table of a restaurant by its name, with its QR token. */
export async function tableNamed(ctx: TestContext, restaurantId: number, name: string): Promise<TableRow> {
  const [row] = await ctx.deps.db
    .select()
    .from(schema.tables)
    .where(and(eq(schema.tables.restaurantId, restaurantId), eq(schema.tables.name, name)));
  if (!row) throw new Error(`no table ${name} in restaurant ${restaurantId}`);
  return row;
}

export interface Caller {
  post(
    url: string,
    payload: Record<string, unknown>,
    headers?: Record<string, string>,
  ): Promise<LightMyRequestResponse>;
  get(
    url: string,
    query?: Record<string, string | number>,
    headers?: Record<string, string>,
  ): Promise<LightMyRequestResponse>;
}

/** Requests with a bearer token, as the storefront or the manager area sends them. */
export function callerWith(ctx: TestContext, token: string): Caller {
  const authorization = `Bearer ${token}`;
  return {
    post: (url, payload, headers = {}) =>
      ctx.app.inject({ method: 'POST', url: `/api/${url}`, headers: { authorization, ...headers }, payload }),
    get: (url, query = {}, headers = {}) => {
      const search = new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]));
      return ctx.app.inject({
        method: 'GET',
        url: `/api/${url}${search.size ? `?${search}` : ''}`,
        headers: { authorization, ...headers },
      });
    },
  };
}

export interface TableGuest extends Caller {
  restaurantId: number;
  basketId: string;
  /** set-table with the table's own token unless another is given */
  sitAt(
    table: TableRow,
    overrides?: Record<string, unknown>,
    headers?: Record<string, string>,
  ): Promise<LightMyRequestResponse>;
  addProduct(productId: number, quantity?: number): Promise<LightMyRequestResponse>;
  /** SPEC §5 table capacity, saved with update-basket-extraInfo */
  saveCapacity(adults: number, children: number): Promise<LightMyRequestResponse>;
  order(paymentType?: string): Promise<LightMyRequestResponse>;
}

const contact = { name: 'Ada Lovelace', email: 'ada@example.org', mobile: '030 1234567' };

/** A guest with a fresh public token and a pickup basket of their own at a restaurant. */
export async function tableGuest(ctx: TestContext, restaurantId: number): Promise<TableGuest> {
  const caller = callerWith(ctx, await ctx.publicToken());
  const created = await caller.post('basket/create', { restaurantId, deliveryType: 'pickup' });
  if (created.statusCode !== 200) throw new Error(`basket/create: ${created.body}`);
  const basketId = created.json<{ data: { id: string } }>().data.id;
  return {
    ...caller,
    restaurantId,
    basketId,
    sitAt: (table, overrides = {}, headers = {}) =>
      caller.post(
        'basket/set-table',
        { restaurantId, basketId, tableId: table.id, qrcode: table.qrCode, ...overrides },
        headers,
      ),
    addProduct: (productId, quantity = 1) =>
      caller.post('basket/add', { restaurantId, basketId, productId, quantity }),
    saveCapacity: (adults, children) =>
      caller.post('basket/update-basket-extraInfo', {
        restaurantId,
        basketId,
        table_capacity: { adults, children },
      }),
    async order(paymentType = 'payAtEnd') {
      const address = await caller.post('basket/add-address', { restaurantId, basketId, userInfo: contact });
      if (address.statusCode !== 200) throw new Error(`basket/add-address: ${address.body}`);
      return caller.post('order/create-order', { restaurantId, basketId, paymentType });
    },
  };
}

/** The basket row as stored (to prove a refused request changed nothing). */
export async function storedBasket(ctx: TestContext, basketId: string) {
  const [row] = await ctx.deps.db.select().from(schema.baskets).where(eq(schema.baskets.id, basketId));
  return row;
}
