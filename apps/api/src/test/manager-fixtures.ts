import { schema } from '@tavola/db';
import { and, eq, sql } from 'drizzle-orm';
import type { TestContext } from './test-app';

/** tokens outlive the faked clocks of the tests, whichever year they set */
const tokenTtl = 20 * 365 * 86_400;

/** Demo ids and tokens the manager-area tests share: both restaurants, a product each, the two managers. */
export async function managerFixtures(ctx: TestContext) {
  const { db } = ctx.deps;
  // tests place many orders in one quarter hour: no slot cap here (create-order tests cover it)
  await db.update(schema.restaurants).set({
    settings: sql`${schema.restaurants.settings} || '{"slot_capacity": null}'::jsonb`,
  });
  const restaurant = async (slug: string) =>
    (await db.select().from(schema.restaurants).where(eq(schema.restaurants.slug, slug)))[0]!.id;
  const olive = await restaurant('olive-linde');
  const sakura = await restaurant('sakura-ramen');
  const product = async (restaurantId: number, name: string) =>
    (
      await db
        .select()
        .from(schema.products)
        .where(
          and(eq(schema.products.restaurantId, restaurantId), sql`${schema.products.name}->>'en' = ${name}`),
        )
    )[0]!;
  const managerToken = async (email: string) => {
    const [row] = await db
      .select({ id: schema.managers.id })
      .from(schema.managers)
      .where(eq(schema.managers.email, email));
    return ctx.deps.tokens.issue({ kind: 'manager', managerId: row!.id }, tokenTtl);
  };
  const [customer] = await db.select().from(schema.users).where(eq(schema.users.restaurantId, olive));
  return {
    olive,
    sakura,
    falafel: await product(olive, 'Falafel (5 pieces)'),
    oliveManager: await managerToken('manager@olive-linde.demo'),
    sakuraManager: await managerToken('manager@sakura.demo'),
    customerToken: await ctx.deps.tokens.issue(
      { kind: 'customer', userId: customer!.id, restaurantId: olive },
      tokenTtl,
    ),
  };
}

const contact = { name: 'Ada Lovelace', email: 'ada@example.org', mobile: '030 1234567' };

/**
 * A guest's pickup order of `units` of a product, placed through the API (the restaurant
 * must be open at the current, usually faked, time), paid in cash unless `paymentType` names
 * another way. Returns the order id, its handle and where the guest went next.
 */
export async function placeOrder(
  ctx: TestContext,
  restaurantId: number,
  productId: number,
  options: { units?: number; guestToken?: string; comment?: string; paymentType?: string } = {},
) {
  const token = options.guestToken ?? (await ctx.publicToken());
  const post = async (url: string, payload: Record<string, unknown>) => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/api/${url}`,
      headers: { authorization: `Bearer ${token}` },
      payload,
    });
    if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
    return response.json<{ data: Record<string, unknown> }>();
  };
  const basketId = (await post('basket/create', { restaurantId, deliveryType: 'pickup' })).data.id as string;
  await post('basket/add', {
    restaurantId,
    basketId,
    productId,
    quantity: options.units ?? 1,
    ...(options.comment ? { extraInfo: { comment: options.comment } } : {}),
  });
  await post('basket/add-address', { restaurantId, basketId, userInfo: contact });
  // cash where the restaurant takes it; Sakura Ramen takes pay at the counter only
  const [restaurant] = await ctx.deps.db
    .select({ settings: schema.restaurants.settings })
    .from(schema.restaurants)
    .where(eq(schema.restaurants.id, restaurantId));
  const methods = (restaurant?.settings as { paymentMethods?: string[] } | undefined)?.paymentMethods ?? [
    'cash',
  ];
  const paymentType = options.paymentType ?? (methods.includes('cash') ? 'cash' : methods[0]);
  const placed = await post('order/create-order', { restaurantId, basketId, paymentType });
  return {
    orderId: placed.data.orderId as number,
    token: placed.data.token as string,
    paymentLink: placed.data.paymentLink as string,
    guestToken: token,
  };
}
