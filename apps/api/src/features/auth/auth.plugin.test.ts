import { schema } from '@tavola/db';
import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/test-app';

/** SPEC §7: a bearer token on every request; SPEC §6 server messages for missing and bad tokens. */

interface ErrorBody {
  message: { type: string; body: string };
}

let ctx: TestContext;
let olive: number;
let categoryUrl: string;

beforeAll(async () => {
  ctx = await createTestContext();
  const [row] = await ctx.deps.db
    .select({ id: schema.restaurants.id })
    .from(schema.restaurants)
    .where(eq(schema.restaurants.slug, 'olive-linde'));
  olive = row!.id;
  categoryUrl = `/api/restaurant/category?restaurantId=${olive}`;
});
afterAll(() => ctx?.close());

const withAuthorization = (authorization?: string) =>
  ctx.app.inject({
    method: 'GET',
    url: categoryUrl,
    headers: authorization === undefined ? {} : { authorization },
  });

const signed = (secret: string, claims: Record<string, unknown>, expiresAt: number) =>
  new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject('guest-1')
    .setIssuedAt(expiresAt - 3600)
    .setExpirationTime(expiresAt)
    .sign(new TextEncoder().encode(secret));

describe('bearer token on catalogue requests', () => {
  it('a valid public token reaches the catalogue', async () => {
    const response = await withAuthorization(`Bearer ${await ctx.publicToken()}`);
    expect(response.statusCode).toBe(200);
  });

  it("without a token: 401 'Not authorized! token required'", async () => {
    const response = await withAuthorization();
    expect(response.statusCode).toBe(401);
    expect(response.json<ErrorBody>().message).toMatchObject({
      type: 'error',
      body: 'Not authorized! token required',
    });
    expect(response.body).not.toContain('"data"');
  });

  it('an empty bearer or another scheme counts as no token', async () => {
    for (const header of [
      'Bearer ',
      'Bearer    ',
      `Basic ${Buffer.from('a:b').toString('base64')}`,
      'token',
    ]) {
      const response = await withAuthorization(header);
      expect(response.statusCode, header).toBe(401);
      expect(response.json<ErrorBody>().message.body, header).toBe('Not authorized! token required');
    }
  });

  it("a garbage token: 401 'You are unauthenticated.'", async () => {
    for (const token of ['garbage', 'a.b.c', 'eyJhbGciOiJIUzI1NiJ9.e30.x']) {
      const response = await withAuthorization(`Bearer ${token}`);
      expect(response.statusCode, token).toBe(401);
      expect(response.json<ErrorBody>().message.body, token).toBe('You are unauthenticated.');
    }
  });

  it("an expired token: 401 'You are unauthenticated.'", async () => {
    const token = await signed(
      ctx.deps.config.jwtSecret,
      { typ: 'public', guestId: 'guest-1' },
      Math.floor(Date.now() / 1000) - 60,
    );
    // the same claims unexpired are accepted, so only the expiry is refused
    const fresh = await signed(
      ctx.deps.config.jwtSecret,
      { typ: 'public', guestId: 'guest-1' },
      Math.floor(Date.now() / 1000) + 60,
    );
    expect((await withAuthorization(`Bearer ${fresh}`)).statusCode).toBe(200);
    const response = await withAuthorization(`Bearer ${token}`);
    expect(response.statusCode).toBe(401);
    expect(response.json<ErrorBody>().message.body).toBe('You are unauthenticated.');
  });

  it('a token signed with another secret is refused', async () => {
    const token = await signed(
      'not-the-secret-of-this-app-but-long-enough',
      { typ: 'public', guestId: 'guest-1' },
      Math.floor(Date.now() / 1000) + 600,
    );
    const response = await withAuthorization(`Bearer ${token}`);
    expect(response.statusCode).toBe(401);
    expect(response.json<ErrorBody>().message.body).toBe('You are unauthenticated.');
  });

  it('the 401 messages are translated', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: `${categoryUrl}&lang=de`,
      headers: { authorization: 'Bearer garbage' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json<ErrorBody>().message.body).toBe('Sie sind nicht angemeldet.');
  });

  it('every catalogue and restaurant endpoint requires the token', async () => {
    const urls = [
      '/api/restaurant/restaurant-by-id',
      '/api/restaurant/restaurant-by-slug?slug=olive-linde',
      '/api/restaurant/id?slug=olive-linde',
      '/api/restaurant/category',
      '/api/restaurant/products',
      '/api/restaurant/pinned-products',
      '/api/restaurant/search-products',
      '/api/restaurant/product/search',
      '/api/restaurant/product-packages',
      '/api/restaurant/category-attributes-items',
      '/api/restaurant/products-happyHour-time',
      '/api/restaurant/most-selling',
      '/api/restaurant/imprint',
      '/api/restaurant/informationPages',
      '/api/restaurant/postalCodes',
    ];
    for (const url of urls) {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(401);
      expect(response.json<ErrorBody>().message.body, url).toBe('Not authorized! token required');
    }
  });
});

describe('public endpoints need no token', () => {
  it('health', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
  });

  it('media', async () => {
    const [image] = await ctx.deps.db
      .select({ id: schema.media.id })
      .from(schema.media)
      .where(eq(schema.media.restaurantId, olive))
      .limit(1);
    expect(image).toBeDefined();
    const response = await ctx.app.inject({ method: 'GET', url: `/api/media/${image!.id}` });
    expect(response.statusCode).toBe(200);
  });

  it('the OpenAPI document at /api/docs/json', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    expect(response.json<{ openapi: string }>().openapi).toMatch(/^3\./);
  });

  it('the token endpoint', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/oauth/token',
      payload: {
        grant_type: 'client_credentials',
        client_id: ctx.deps.config.PUBLIC_CLIENT_ID,
        client_secret: ctx.deps.config.PUBLIC_CLIENT_SECRET,
      },
    });
    expect(response.statusCode).toBe(200);
  });
});
