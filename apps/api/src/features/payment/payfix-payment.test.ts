import { schema } from '@tavola/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestContext, type TestContext } from '../../test/test-app';
import { payfixMaxAttempts } from './payfix.service';
import { type OrderAnswer, paymentTestKit } from './payment-test-kit';

let ctx: TestContext;
const kit = paymentTestKit(() => ctx);
const onPostgres = process.env.TEST_DRIVER === 'postgres';

async function card() {
  const [row] = await ctx.deps.db
    .select()
    .from(schema.payfixCards)
    .where(eq(schema.payfixCards.qrCode, ctx.demo.payfixCard.qrCode));
  return row!;
}
const setBalance = async (balance: number) =>
  ctx.deps.db
    .update(schema.payfixCards)
    .set({ balance, failedAttempts: 0, lockedUntil: null })
    .where(eq(schema.payfixCards.qrCode, ctx.demo.payfixCard.qrCode));

beforeAll(async () => {
  ctx = await createTestContext();
  await kit.setUp();
});
afterAll(() => ctx?.close());
beforeEach(async () => {
  await kit.atOpeningTime();
  await setBalance(5000);
  return () => vi.useRealTimers();
});

describe('payFix', () => {
  const { qrCode, pin } = { qrCode: 'PAYFIX-DEMO-0001', pin: '2468' };

  it('pays from the card at once and takes the total from its balance', async () => {
    const { response } = await kit.order('payFix', { qrCode, pin });
    expect(response.statusCode, response.body).toBe(200);
    const order = await kit.orderRow(response.json<OrderAnswer>().data!.orderId);
    expect(order.paymentState).toBe('paid');
    expect((await card()).balance).toBe(5000 - order.total);
  });

  it('needs the QR code and the PIN', async () => {
    const { response } = await kit.order('payFix', {});
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json<OrderAnswer>().errors ?? {})).toEqual(['qrCode', 'pin']);
  });

  it('refuses a wrong PIN and an unknown card alike, and keeps the basket', async () => {
    const wrong = await kit.order('payFix', { qrCode, pin: '0000' });
    const unknown = await kit.order('payFix', { qrCode: 'NO-SUCH-CARD', pin });
    expect(wrong.response.statusCode).toBe(422);
    expect(unknown.response.json()).toEqual(wrong.response.json());
    expect(wrong.response.json<OrderAnswer>().message.body).toBe('The PIN is wrong.');
    const basket = await kit.get('basket', { basketId: wrong.basketId });
    expect(basket.statusCode).toBe(200);
    expect((await card()).balance).toBe(5000);
  });

  it('locks the card after repeated wrong PINs, even for the right one', async () => {
    for (let i = 0; i < payfixMaxAttempts; i++) await kit.order('payFix', { qrCode, pin: '1111' });
    const right = await kit.order('payFix', { qrCode, pin });
    expect(right.response.statusCode).toBe(429);
    expect(right.response.json<OrderAnswer>().message.body).toContain('locked');
  });

  it('refuses an order above the balance, taking nothing', async () => {
    await setBalance(100);
    const { response } = await kit.order('payFix', { qrCode, pin });
    expect(response.statusCode).toBe(422);
    expect(response.json<OrderAnswer>().message.body).toBe('The card balance is too low.');
    expect((await card()).balance).toBe(100);
  });

  it.runIf(onPostgres)('two payments at once cannot drain one card twice', async () => {
    const { response: probe } = await kit.order('payFix', { qrCode, pin });
    const total = (await kit.orderRow(probe.json<OrderAnswer>().data!.orderId)).total;
    // room for exactly one more order
    await setBalance(total + 1);
    const baskets = await Promise.all([kit.readyBasket(), kit.readyBasket(), kit.readyBasket()]);
    const answers = await Promise.all(
      baskets.map((basketId) =>
        kit.post('order/create-order', {
          restaurantId: kit.olive,
          basketId,
          paymentType: 'payFix',
          qrCode,
          pin,
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 422, 422]);
    expect((await card()).balance).toBe(1);
  });
});
