import { schema } from '@tavola/db';
import { eq } from 'drizzle-orm';
import { vi } from 'vitest';
import type { TestContext } from '../../test/test-app';

/** Shared steps of the payment tests: a ready Olive & Linde pickup basket, its order, reads. */
export function paymentTestKit(ctx: () => TestContext) {
  let token = '';
  const kit = {
    olive: 0,
    falafel: 0,
    async setUp() {
      const [row] = await ctx()
        .deps.db.select()
        .from(schema.restaurants)
        .where(eq(schema.restaurants.slug, 'olive-linde'));
      kit.olive = row!.id;
      const products = await ctx()
        .deps.db.select()
        .from(schema.products)
        .where(eq(schema.products.restaurantId, kit.olive));
      kit.falafel = products.find((p) => p.name.en === 'Falafel (5 pieces)')!.id;
    },
    /** Tuesday 2026-11-24, 18:02 in Berlin: pickup is open; a fresh guest */
    async atOpeningTime() {
      vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
      vi.setSystemTime(new Date('2026-11-24T17:02:00Z'));
      token = await ctx().publicToken();
    },
    /** the token of the guest the kit acts as (set by atOpeningTime) */
    token: () => token,
    post(url: string, payload: Record<string, unknown>) {
      return ctx().app.inject({
        method: 'POST',
        url: `/api/${url}`,
        headers: { authorization: `Bearer ${token}` },
        payload,
      });
    },
    get(url: string, query: Record<string, string | number>) {
      return ctx().get(
        `/api/${url}`,
        { restaurantId: kit.olive, ...query },
        { authorization: `Bearer ${token}` },
      );
    },
    async readyBasket(units = 2) {
      const basketId = (
        await kit.post('basket/create', { restaurantId: kit.olive, deliveryType: 'pickup' })
      ).json<{
        data: { id: string };
      }>().data.id;
      await kit.post('basket/add', {
        restaurantId: kit.olive,
        basketId,
        productId: kit.falafel,
        quantity: units,
      });
      await kit.post('basket/add-address', {
        restaurantId: kit.olive,
        basketId,
        userInfo: { name: 'Ada Lovelace', email: 'ada@example.org', mobile: '030 1234567' },
      });
      return basketId;
    },
    async order(paymentType: string, extra: Record<string, unknown> = {}, units = 2) {
      const basketId = await kit.readyBasket(units);
      const response = await kit.post('order/create-order', {
        restaurantId: kit.olive,
        basketId,
        paymentType,
        ...extra,
      });
      return { basketId, response };
    },
    async orderRow(orderId: number) {
      const [order] = await ctx().deps.db.select().from(schema.orders).where(eq(schema.orders.id, orderId));
      return order!;
    },
    async paymentsOf(orderId: number) {
      return ctx().deps.db.select().from(schema.payments).where(eq(schema.payments.orderId, orderId));
    },
    async stockOfFalafel() {
      const [product] = await ctx()
        .deps.db.select()
        .from(schema.products)
        .where(eq(schema.products.id, kit.falafel));
      return product!.stock;
    },
    async setFalafelStock(stock: number | null) {
      await ctx().deps.db.update(schema.products).set({ stock }).where(eq(schema.products.id, kit.falafel));
    },
    async giveCredentials(provider: 'mollie' | 'saferPay', credentials: Record<string, string>) {
      const [row] = await ctx()
        .deps.db.select()
        .from(schema.restaurants)
        .where(eq(schema.restaurants.id, kit.olive));
      const settings = row!.settings as { paymentMethods: string[] };
      if (!settings.paymentMethods.includes(provider)) {
        await ctx()
          .deps.db.update(schema.restaurants)
          .set({ settings: { ...settings, paymentMethods: [...settings.paymentMethods, provider] } })
          .where(eq(schema.restaurants.id, kit.olive));
      }
      await ctx()
        .deps.db.insert(schema.restaurantPaymentCredentials)
        .values({ restaurantId: kit.olive, provider, credentials })
        .onConflictDoUpdate({
          target: [
            schema.restaurantPaymentCredentials.restaurantId,
            schema.restaurantPaymentCredentials.provider,
          ],
          set: { credentials },
        });
    },
  };
  return kit;
}

export interface OrderAnswer {
  data?: { paymentLink: string; orderId: number; token: string };
  message: { body: string; code?: string };
  errors?: Record<string, string[]>;
}
