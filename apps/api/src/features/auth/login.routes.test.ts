import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/test-app';

interface Body {
  data?: { access_token: string; role: string; expires_in: number };
  message?: { body: string };
  errors?: Record<string, string[]>;
}

let ctx: TestContext;
let olive: number;
let sakura: number;

const login = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload, headers });

beforeAll(async () => {
  ctx = await createTestContext();
  olive = ctx.demo.restaurants.find((r) => r.slug === 'olive-linde')!.id;
  sakura = ctx.demo.restaurants.find((r) => r.slug === 'sakura-ramen')!.id;
});
afterAll(() => ctx.close());

describe('POST api/auth/login', () => {
  it('gives a customer of the restaurant a customer token that the API accepts', async () => {
    const { email, password } = ctx.demo.customer;
    const response = await login({ email: email.toUpperCase(), password, restaurantId: olive });
    expect(response.statusCode).toBe(200);
    const body = response.json<Body>();
    expect(body.data?.role).toBe('customer');
    const principal = await ctx.deps.tokens.verify(body.data!.access_token);
    expect(principal).toMatchObject({ kind: 'customer', restaurantId: olive });
    const menu = await ctx.app.inject({
      method: 'GET',
      url: `/api/restaurant/restaurant-by-id?restaurantId=${olive}`,
      headers: { authorization: `Bearer ${body.data!.access_token}` },
    });
    expect(menu.statusCode).toBe(200);
  });

  it("refuses the customer at another restaurant's storefront", async () => {
    const { email, password } = ctx.demo.customer;
    const response = await login({ email, password, restaurantId: sakura });
    expect(response.statusCode).toBe(401);
    expect(response.json<Body>().message?.body).toBe('These credentials do not match our records.');
  });

  it('answers a wrong password and an unknown e-mail alike', async () => {
    const wrong = await login({ email: ctx.demo.customer.email, password: 'nope-nope', restaurantId: olive });
    const unknown = await login({ email: 'nobody@example.org', password: 'nope-nope', restaurantId: olive });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('gives a manager a manager token only with the manager option', async () => {
    const { email, password } = ctx.demo.manager;
    const asCustomer = await login({ email, password, restaurantId: olive });
    expect(asCustomer.statusCode).toBe(401);
    const response = await login({ email, password, manager: true });
    expect(response.statusCode).toBe(200);
    const body = response.json<Body>();
    expect(body.data?.role).toBe('manager');
    expect(await ctx.deps.tokens.verify(body.data!.access_token)).toMatchObject({ kind: 'manager' });
  });

  it('does not let a customer log in as a manager', async () => {
    const { email, password } = ctx.demo.customer;
    const response = await login({ email, password, manager: true });
    expect(response.statusCode).toBe(401);
  });

  it('answers bad input field by field, in the language asked for', async () => {
    const response = await login({ email: 'not-an-email', password: '' }, { 'accept-language': 'de' });
    expect(response.statusCode).toBe(422);
    const body = response.json<Body>();
    expect(Object.keys(body.errors ?? {})).toEqual(expect.arrayContaining(['email', 'password']));
    const noRestaurant = await login({ email: ctx.demo.customer.email, password: 'x' });
    expect(noRestaurant.statusCode).toBe(422);
    expect(Object.keys(noRestaurant.json<Body>().errors ?? {})).toEqual(['restaurantId']);
  });
});
