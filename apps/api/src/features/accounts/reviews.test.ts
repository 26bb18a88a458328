import { randomUUID } from 'node:crypto';
import type { OrderSummaryDto, TestimonialDto } from '@tavola/contracts';
import { schema } from '@tavola/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/test-app';
import {
  type Customer,
  clientFor,
  type ErrorBody,
  guestOf,
  placeOrder,
  restaurantIdOf,
  signUp,
} from './account-test-kit';

/** SPEC §7 testimonials rows: the review of an order while reviews are active. */

let ctx: TestContext;
let olive: number;
let sakura: number;
let ada: Customer;
let mallory: Customer;
let foreigner: Customer;

beforeAll(async () => {
  ctx = await createTestContext();
  olive = restaurantIdOf(ctx, 'olive-linde');
  sakura = restaurantIdOf(ctx, 'sakura-ramen');
  ada = await signUp(ctx, olive, { name: 'Ada Lovelace' });
  mallory = await signUp(ctx, olive, { name: 'Mallory Mallet' });
  foreigner = await signUp(ctx, sakura);
});
afterAll(() => ctx.close());

async function withSettings<T>(
  restaurantId: number,
  changes: Record<string, unknown>,
  run: () => Promise<T>,
) {
  const [row] = await ctx.deps.db
    .select()
    .from(schema.restaurants)
    .where(eq(schema.restaurants.id, restaurantId));
  await ctx.deps.db
    .update(schema.restaurants)
    .set({ settings: { ...row!.settings, ...changes } })
    .where(eq(schema.restaurants.id, restaurantId));
  try {
    return await run();
  } finally {
    await ctx.deps.db
      .update(schema.restaurants)
      .set({ settings: row!.settings })
      .where(eq(schema.restaurants.id, restaurantId));
  }
}

describe('POST api/testimonials/create', () => {
  it('the customer reviews their order once; it is signed with the first name and an initial', async () => {
    const order = await placeOrder(ctx, olive, { userId: ada.user.id }, { status: 'delivered' });
    const response = await ada.post('testimonials/create', {
      orderId: order.id,
      rating: 5,
      comment: ' Lovely! ',
    });
    expect(response.statusCode).toBe(200);
    const body = response.json<{ data: TestimonialDto; message: { body: string } }>();
    expect(body.message.body).toBe('Thank you, your review has been submitted.');
    expect(body.data).toMatchObject({ author_name: 'Ada L.', rating: 5, comment: 'Lovely!' });

    const again = await ada.post('testimonials/create', { orderId: order.id, rating: 1 });
    expect(again.statusCode).toBe(409);
    expect(again.json<ErrorBody>().message.body).toBe('This order has already been reviewed.');

    const history = (await ada.get('order/history')).json<{ data: OrderSummaryDto[] }>().data;
    expect(history.find((entry) => entry.id === order.id)).toMatchObject({
      review: { id: body.data.id, rating: 5 },
      can_review: false,
    });
  });

  it('two reviews of one order at the same moment: one is kept', async () => {
    const order = await placeOrder(ctx, olive, { userId: ada.user.id }, { status: 'delivered' });
    const answers = await Promise.all([
      ada.post('testimonials/create', { orderId: order.id, rating: 4 }),
      ada.post('testimonials/create', { orderId: order.id, rating: 2 }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const rows = await ctx.deps.db
      .select()
      .from(schema.testimonials)
      .where(eq(schema.testimonials.orderId, order.id));
    expect(rows).toHaveLength(1);
  });

  it("nobody reviews someone else's order: another customer, another restaurant's, a stranger guest", async () => {
    const order = await placeOrder(ctx, olive, { userId: ada.user.id }, { status: 'delivered' });
    const byMallory = await mallory.post('testimonials/create', { orderId: order.id, rating: 1 });
    expect(byMallory.statusCode).toBe(404);
    expect(byMallory.json<ErrorBody>().message.body).toBe('The order does not exist.');
    expect((await foreigner.post('testimonials/create', { orderId: order.id, rating: 1 })).statusCode).toBe(
      404,
    );
    expect(
      (await foreigner.post('testimonials/create', { orderId: order.id, rating: 1, restaurantId: olive }))
        .statusCode,
    ).toBe(403);
    const stranger = await guestOf(ctx, olive);
    expect((await stranger.post('testimonials/create', { orderId: order.id, rating: 1 })).statusCode).toBe(
      404,
    );
    expect(
      (await stranger.post('testimonials/create', { orderId: order.id, rating: 1, token: randomUUID() }))
        .statusCode,
    ).toBe(404);
  });

  it("the guest who ordered, or whoever holds the order's own link, may review it", async () => {
    const guestId = randomUUID();
    const guestOrder = await placeOrder(ctx, olive, { guestId }, { status: 'delivered' });
    const guest = clientFor(ctx, (await ctx.deps.tokens.issuePublic(guestId)).token, olive);
    const byGuest = await guest.post('testimonials/create', { orderId: guestOrder.id, rating: 4 });
    expect(byGuest.statusCode).toBe(200);
    expect(byGuest.json<{ data: TestimonialDto }>().data.author_name).toBe('Ada L.');

    const linked = await placeOrder(ctx, olive, { guestId: randomUUID() }, { status: 'delivered' });
    const anyone = await guestOf(ctx, olive);
    const byLink = await anyone.post('testimonials/create', {
      orderId: linked.id,
      token: linked.token,
      rating: 3,
    });
    expect(byLink.statusCode).toBe(200);
  });

  it('an order not delivered yet cannot be reviewed, and the history offers no review for it', async () => {
    for (const status of ['received', 'processing'] as const) {
      const order = await placeOrder(ctx, olive, { userId: ada.user.id }, { status });
      const response = await ada.post('testimonials/create', { orderId: order.id, rating: 5 });
      expect(response.statusCode, status).toBe(400);
      expect(response.json<ErrorBody>().message.code).toBe('review_order_not_delivered');
      const history = (await ada.get('order/history')).json<{ data: OrderSummaryDto[] }>().data;
      expect(history.find((entry) => entry.id === order.id)?.can_review, status).toBe(false);
    }
    const delivered = await placeOrder(ctx, olive, { userId: ada.user.id }, { status: 'delivered' });
    const history = (await ada.get('order/history')).json<{ data: OrderSummaryDto[] }>().data;
    expect(history.find((entry) => entry.id === delivered.id)?.can_review).toBe(true);
  });

  it('a rejected order cannot be reviewed', async () => {
    const order = await placeOrder(ctx, olive, { userId: ada.user.id }, { status: 'rejected' });
    const response = await ada.post('testimonials/create', { orderId: order.id, rating: 1 });
    expect(response.statusCode).toBe(400);
    expect(response.json<ErrorBody>().message.body).toBe('A rejected order cannot be reviewed.');
  });

  it('checks the rating and the comment', async () => {
    const order = await placeOrder(ctx, olive, { userId: ada.user.id }, { status: 'delivered' });
    for (const rating of [0, 6, 2.5, 'five', undefined]) {
      const response = await ada.post('testimonials/create', { orderId: order.id, rating });
      expect(response.statusCode, String(rating)).toBe(422);
      expect(Object.keys(response.json<ErrorBody>().errors ?? {})).toEqual(['rating']);
    }
    const long = await ada.post('testimonials/create', {
      orderId: order.id,
      rating: 5,
      comment: 'x'.repeat(1001),
    });
    expect(long.statusCode).toBe(422);
    expect((await ada.post('testimonials/create', { rating: 5 })).statusCode).toBe(422);
  });

  it('is closed while reviews are off, or the shop is not providing', async () => {
    const order = await placeOrder(ctx, olive, { userId: ada.user.id }, { status: 'delivered' });
    for (const settings of [{ review_active: false }, { shop_providing: false }]) {
      await withSettings(olive, settings, async () => {
        const response = await ada.post('testimonials/create', { orderId: order.id, rating: 5 });
        expect(response.statusCode).toBe(403);
        expect(response.json<ErrorBody>().message.body).toBe('Reviews are not available.');
        const history = (await ada.get('order/history', { per_page: 50 })).json<{ data: OrderSummaryDto[] }>()
          .data;
        expect(history.find((entry) => entry.id === order.id)?.can_review).toBe(false);
      });
    }
  });
});

describe('GET api/testimonials and api/testimonials/show', () => {
  it("lists the restaurant's reviews, newest first, with the average; shows one", async () => {
    const guest = await guestOf(ctx, olive);
    const response = await guest.get('testimonials', { per_page: 50 });
    expect(response.statusCode).toBe(200);
    const body = response.json<{
      data: TestimonialDto[];
      meta: { total: number; average_rating: number | null };
    }>();
    const rows = await ctx.deps.db
      .select()
      .from(schema.testimonials)
      .where(eq(schema.testimonials.restaurantId, olive));
    expect(body.meta.total).toBe(rows.length);
    expect(body.data.map((entry) => entry.id).sort()).toEqual(rows.map((row) => row.id).sort());
    const average = rows.reduce((sum, row) => sum + row.rating, 0) / rows.length;
    expect(body.meta.average_rating).toBeCloseTo(average, 1);
    expect(JSON.stringify(body)).not.toMatch(/Lovelace|userId|orderId/);
    const one = await guest.get('testimonials/show', { testimonialId: body.data[0]!.id });
    expect(one.json<{ data: TestimonialDto }>().data).toEqual(body.data[0]);
  });

  it("another restaurant's review is not found through this one", async () => {
    const sakuraOrder = await placeOrder(ctx, sakura, { userId: foreigner.user.id }, { status: 'delivered' });
    const created = await foreigner.post('testimonials/create', { orderId: sakuraOrder.id, rating: 2 });
    expect(created.statusCode).toBe(200);
    const id = created.json<{ data: TestimonialDto }>().data.id;
    const guest = await guestOf(ctx, olive);
    const shown = await guest.get('testimonials/show', { testimonialId: id });
    expect(shown.statusCode).toBe(404);
    expect(shown.json<ErrorBody>().message.body).toBe('The review does not exist.');
    const listed = (await guest.get('testimonials', { per_page: 50 })).json<{ data: TestimonialDto[] }>()
      .data;
    expect(listed.some((entry) => entry.id === id)).toBe(false);
  });

  it('reading is closed while reviews are off; bad ids are refused', async () => {
    const guest = await guestOf(ctx, olive);
    await withSettings(olive, { review_active: false }, async () => {
      expect((await guest.get('testimonials')).statusCode).toBe(403);
    });
    expect((await guest.get('testimonials/show', { testimonialId: 'x' })).statusCode).toBe(422);
    expect((await guest.get('testimonials/show')).statusCode).toBe(422);
  });
});

describe('PUT api/testimonials/remove', () => {
  it("a customer withdraws their own review, never another's", async () => {
    const order = await placeOrder(ctx, olive, { userId: ada.user.id }, { status: 'delivered' });
    const id = (await ada.post('testimonials/create', { orderId: order.id, rating: 3 })).json<{
      data: TestimonialDto;
    }>().data.id;
    expect((await mallory.put('testimonials/remove', { id })).statusCode).toBe(404);
    expect((await foreigner.put('testimonials/remove', { id })).statusCode).toBe(404);
    expect((await (await guestOf(ctx, olive)).put('testimonials/remove', { id })).statusCode).toBe(401);
    const removed = await ada.put('testimonials/remove', { id });
    expect(removed.statusCode).toBe(200);
    expect(removed.json<{ message: { body: string } }>().message.body).toBe('The review has been deleted.');
    // the order may be reviewed again
    expect((await ada.post('testimonials/create', { orderId: order.id, rating: 4 })).statusCode).toBe(200);
  });
});
