import { schema } from '@tavola/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ErrorBody, postAs, restaurantIdOf } from '../../test/engagement-helpers';
import { createTestContext, type TestContext } from '../../test/test-app';

/** SPEC §7 POST api/newsletter/create: the_email_was_successfully_subscribed / email_already_exists. */

let ctx: TestContext;
let olive: number;
let sakura: number;

beforeAll(async () => {
  ctx = await createTestContext();
  olive = await restaurantIdOf(ctx, 'olive-linde');
  sakura = await restaurantIdOf(ctx, 'sakura-ramen');
});
afterAll(() => ctx?.close());

const subscribers = (restaurantId: number, email: string) =>
  ctx.deps.db
    .select()
    .from(schema.newsletterSubscribers)
    .where(
      and(
        eq(schema.newsletterSubscribers.restaurantId, restaurantId),
        eq(schema.newsletterSubscribers.email, email),
      ),
    );

describe('POST /api/newsletter/create', () => {
  it('subscribes an address once, the second time it already exists', async () => {
    const first = await postAs(ctx, '/api/newsletter/create', {
      restaurantId: olive,
      email: 'ada@example.org',
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({
      message: {
        type: 'success',
        body: 'Your email has been successfully added!',
        code: 'the_email_was_successfully_subscribed',
      },
    });
    // the same address in other letters and with spaces is the same address
    const again = await postAs(ctx, '/api/newsletter/create', {
      restaurantId: olive,
      email: '  Ada@Example.ORG ',
    });
    expect(again.statusCode).toBe(422);
    const body = again.json<ErrorBody>();
    expect(body.message.code).toBe('email_already_exists');
    expect(body.errors?.email).toEqual(['This email is already subscribed.']);
    expect(await subscribers(olive, 'ada@example.org')).toHaveLength(1);
  });

  it('takes the e-mail from the query string, as SPEC §7 sends it', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/api/newsletter/create?restaurantId=${olive}&email=${encodeURIComponent('query@example.org')}`,
      headers: { authorization: `Bearer ${await ctx.publicToken()}` },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(await subscribers(olive, 'query@example.org')).toHaveLength(1);
  });

  it('answers in the language of the request', async () => {
    await postAs(ctx, '/api/newsletter/create', { restaurantId: olive, email: 'de@example.org' });
    const again = await postAs(ctx, '/api/newsletter/create', {
      restaurantId: olive,
      email: 'de@example.org',
      lang: 'de',
    });
    expect(again.json<ErrorBody>().errors?.email?.[0]).toMatch(/bereits/);
  });

  it('needs an e-mail address, and a valid one', async () => {
    const missing = await postAs(ctx, '/api/newsletter/create', { restaurantId: olive });
    expect(missing.statusCode).toBe(422);
    expect(missing.json<ErrorBody>().errors?.email).toEqual(['The email field is required.']);
    const empty = await postAs(ctx, '/api/newsletter/create', { restaurantId: olive, email: '' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json<ErrorBody>().errors?.email).toEqual(['The email field is required.']);
    for (const email of ['not-an-address', 'a@b', `${'x'.repeat(250)}@example.org`, 42]) {
      const bad = await postAs(ctx, '/api/newsletter/create', { restaurantId: olive, email });
      expect(bad.statusCode, String(email)).toBe(422);
      expect(bad.json<ErrorBody>().errors?.email, String(email)).toHaveLength(1);
    }
  });

  it('keeps each restaurant’s list apart', async () => {
    await postAs(ctx, '/api/newsletter/create', { restaurantId: olive, email: 'both@example.org' });
    const other = await postAs(ctx, '/api/newsletter/create', {
      restaurantId: sakura,
      email: 'both@example.org',
    });
    expect(other.statusCode).toBe(200);
    expect(await subscribers(sakura, 'both@example.org')).toHaveLength(1);
  });

  it('answers 404 for an unknown restaurant and 401 without a token', async () => {
    const unknown = await postAs(ctx, '/api/newsletter/create', {
      restaurantId: Math.max(olive, sakura) + 999,
      email: 'x@example.org',
    });
    expect(unknown.statusCode).toBe(404);
    const anonymous = await ctx.app.inject({
      method: 'POST',
      url: '/api/newsletter/create',
      payload: { restaurantId: olive, email: 'anon@example.org' },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('lets one of two simultaneous sign-ups of the same address win', async () => {
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        postAs(ctx, '/api/newsletter/create', { restaurantId: olive, email: 'race@example.org' }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 422, 422, 422, 422, 422]);
    expect(await subscribers(olive, 'race@example.org')).toHaveLength(1);
  });
});
