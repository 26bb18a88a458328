import { schema } from '@tavola/db';
import { and, eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { vi } from 'vitest';
import { createTestContext } from '../../test/test-app';

/** Monday 2026-11-23, 09:00 in Berlin: the seed's sold-out class is Saturday 28 November, 10:00. */
export const monday = new Date('2026-11-23T08:00:00Z');

/** What the API answers, success or error (SPEC §8). */
export interface Answer<T = unknown> {
  data: T;
  message: { type: string; body: string; code?: string };
  errors?: Record<string, string[]>;
}

/**
 * The demo on a clock that tests set: the Date clock is faked (and runs on) before the seed, so
 * the seed's sold-out class and every slot are the same on every run, whatever the real date.
 */
export async function ticketTestContext(now = monday, env: Record<string, string> = {}) {
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
  vi.setSystemTime(now);
  const ctx = await createTestContext(env);
  const { db } = ctx.deps;
  const restaurantId = async (slug: string) =>
    (await db.select().from(schema.restaurants).where(eq(schema.restaurants.slug, slug)))[0]!.id;
  const rosmarin = await restaurantId('kochschule-rosmarin');
  const product = async (restaurant: number, en: string) =>
    (
      await db
        .select()
        .from(schema.products)
        .where(
          and(
            eq(schema.products.restaurantId, restaurant),
            sql`${schema.products.name}->>'en' like ${`${en}%`}`,
          ),
        )
    )[0]!.id;
  let token = await ctx.publicToken();
  const post = <T = unknown>(
    url: string,
    payload: Record<string, unknown>,
    headers: Record<string, string> = {},
  ) =>
    ctx.app
      .inject({
        method: 'POST',
        url: `/api/${url}`,
        headers: { authorization: `Bearer ${token}`, ...headers },
        payload,
      })
      .then((response) => answer<T>(response));
  const get = <T = unknown>(
    url: string,
    query: Record<string, string | number>,
    headers: Record<string, string> = {},
  ) =>
    ctx
      .get(`/api/${url}`, query, { authorization: `Bearer ${token}`, ...headers })
      .then((response) => answer<T>(response));
  const pasta = await product(rosmarin, 'Pasta from scratch');
  /** A Rosmarin basket of this guest, with the slot chosen (a pickup at its start). */
  const basketAt = async (slot: string): Promise<string> => {
    const created = await post<{ id: string }>('basket/create', {
      restaurantId: rosmarin,
      deliveryType: 'pickup',
    });
    const basketId = created.body.data.id;
    const chosen = await post('basket/add-delivery-time', {
      restaurantId: rosmarin,
      basketId,
      delivery_time: slot,
    });
    if (chosen.status !== 200)
      throw new Error(`slot ${slot}: ${chosen.status} ${JSON.stringify(chosen.body)}`);
    return basketId;
  };
  /** Adds named tickets of a class to a basket. */
  const addTickets = (basketId: string, productId: number, names: string[]) =>
    post('basket/add', {
      restaurantId: rosmarin,
      basketId,
      productId,
      quantity: names.length,
      extraInfo: { itemDetails: names.map((fullName) => ({ fullName })) },
    });
  const contact = (basketId: string, email = 'ada@example.org') =>
    post('basket/add-address', {
      restaurantId: rosmarin,
      basketId,
      userInfo: { name: 'Ada Lovelace', email },
    });
  /** A ready basket ordered: named tickets for a slot, paid as asked, in the guest's language. */
  const order = async (
    slot: string,
    names: string[],
    paymentType: 'cash' | 'demo' = 'cash',
    productId = pasta,
    lang = 'en',
  ) => {
    const basketId = await basketAt(slot);
    const added = await addTickets(basketId, productId, names);
    if (added.status !== 200) throw new Error(`add: ${added.status} ${JSON.stringify(added.body)}`);
    await contact(basketId);
    return post<{ orderId: number; token: string; paymentLink: string }>('order/create-order', {
      restaurantId: rosmarin,
      basketId,
      paymentType,
      lang,
    });
  };
  const kit = {
    ctx,
    db,
    rosmarin,
    olive: await restaurantId('olive-linde'),
    sakura: await restaurantId('sakura-ramen'),
    pasta,
    knifeSkills: await product(rosmarin, 'Knife skills'),
    tasting: await product(rosmarin, 'Wine and cheese'),
    spiceBox: await product(rosmarin, 'Spice box'),
    apron: await product(rosmarin, 'Rosmarin apron'),
    /** a fresh guest from now on */
    async newGuest() {
      token = await ctx.publicToken();
    },
    post,
    get,
    basketAt,
    addTickets,
    contact,
    order,
    ticketsOf(orderId: number) {
      return db.select().from(schema.tickets).where(eq(schema.tickets.orderId, orderId));
    },
    async ticketPlacesTaken(slotStart: Date) {
      const [row] = await db
        .select()
        .from(schema.slotUsage)
        .where(
          and(
            eq(schema.slotUsage.restaurantId, rosmarin),
            eq(schema.slotUsage.kind, 'ticket'),
            eq(schema.slotUsage.slotStart, slotStart),
          ),
        );
      return row?.used ?? 0;
    },
    async managerToken(email: string) {
      const [row] = await db
        .select({ id: schema.managers.id })
        .from(schema.managers)
        .where(eq(schema.managers.email, email));
      return ctx.deps.tokens.issue({ kind: 'manager', managerId: row!.id }, 20 * 365 * 86_400);
    },
    async close() {
      await ctx.close();
      vi.useRealTimers();
    },
  };
  return kit;
}
export type TicketKit = Awaited<ReturnType<typeof ticketTestContext>>;

function answer<T>(response: LightMyRequestResponse): { status: number; body: Answer<T> } {
  return { status: response.statusCode, body: response.json<Answer<T>>() };
}
