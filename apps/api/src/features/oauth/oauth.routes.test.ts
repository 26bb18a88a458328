import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/test-app';

/** SPEC §7 POST api/oauth/token: client credentials → data.access_token. */

interface TokenBody {
  data: { access_token: string; token_type: string; expires_in: number };
}
interface ErrorBody {
  message: { type: string; body: string };
  errors?: Record<string, string[]>;
}

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext({
    PUBLIC_CLIENT_ID: 'storefront-test',
    PUBLIC_CLIENT_SECRET: 'a-secret-for-tests',
  });
});
afterAll(() => ctx?.close());

const requestToken = (payload: Record<string, unknown>) =>
  ctx.app.inject({ method: 'POST', url: '/api/oauth/token', payload });

describe('POST /api/oauth/token', () => {
  it('accepts the form-encoded body OAuth clients send (RFC 6749 §4.4.2)', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/oauth/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'grant_type=client_credentials&client_id=storefront-test&client_secret=a-secret-for-tests',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<TokenBody>().data.token_type).toBe('Bearer');
  });

  it('issues a bearer token for the right client credentials, usable on the catalogue', async () => {
    const response = await requestToken({
      grant_type: 'client_credentials',
      client_id: 'storefront-test',
      client_secret: 'a-secret-for-tests',
    });
    expect(response.statusCode).toBe(200);
    const { data } = response.json<TokenBody>();
    expect(data.token_type).toBe('Bearer');
    expect(data.expires_in).toBe(ctx.deps.config.PUBLIC_TOKEN_TTL_SECONDS);
    expect(data.access_token.split('.')).toHaveLength(3);

    const used = await ctx.app.inject({
      method: 'GET',
      url: '/api/restaurant/id?slug=olive-linde',
      headers: { authorization: `Bearer ${data.access_token}` },
    });
    expect(used.statusCode).toBe(200);
    expect(used.json<{ data: { id: number } }>().data.id).toBeGreaterThan(0);
  });

  it('issues a different token on every call', async () => {
    const payload = {
      grant_type: 'client_credentials',
      client_id: 'storefront-test',
      client_secret: 'a-secret-for-tests',
    };
    const first = (await requestToken(payload)).json<TokenBody>().data.access_token;
    const second = (await requestToken(payload)).json<TokenBody>().data.access_token;
    expect(first).not.toBe(second);
  });

  it('refuses a wrong secret with 401 and a message body', async () => {
    const response = await requestToken({
      grant_type: 'client_credentials',
      client_id: 'storefront-test',
      client_secret: 'a-secret-for-test',
    });
    expect(response.statusCode).toBe(401);
    const body = response.json<ErrorBody>();
    expect(body.message).toMatchObject({ type: 'error', body: 'The client credentials are invalid.' });
    expect(response.body).not.toContain('access_token');
  });

  it('refuses an unknown client id with 401', async () => {
    const response = await requestToken({
      grant_type: 'client_credentials',
      client_id: 'storefront',
      client_secret: 'a-secret-for-tests',
    });
    expect(response.statusCode).toBe(401);
    expect(response.json<ErrorBody>().message.body).toBe('The client credentials are invalid.');
  });

  it('answers 422 with errors.grant_type when grant_type is missing', async () => {
    const response = await requestToken({
      client_id: 'storefront-test',
      client_secret: 'a-secret-for-tests',
    });
    expect(response.statusCode).toBe(422);
    const body = response.json<ErrorBody>();
    expect(body.errors?.grant_type).toEqual(['The grant_type field is required.']);
    expect(body.message.body).toBe('The grant_type field is required.');
  });

  it('answers 422 for a grant type other than client_credentials', async () => {
    const response = await requestToken({
      grant_type: 'password',
      client_id: 'storefront-test',
      client_secret: 'x',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json<ErrorBody>().errors).toHaveProperty('grant_type');
  });

  it('answers 422 naming each missing field when the body is empty', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/oauth/token',
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json<ErrorBody>().errors ?? {}).sort()).toEqual([
      'client_id',
      'client_secret',
      'grant_type',
    ]);
  });
});
