import { rmSync } from 'node:fs';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, someAddress } from '../features/accounts/account-test-kit';
import { patchSettings, restaurantIdOf } from '../test/demo-fixtures';
import { createTestContext, type TestContext } from '../test/test-app';
import { pageConfigOf, writeMinimalDist } from '../test/web-dist';

/**
 * Issue 14.6: pages carry a strict Content-Security-Policy (no inline or evaluated script,
 * framing by this site only, a per-response style nonce), a Referrer-Policy and nosniff; JSON
 * answers carry nosniff and a policy that lets nothing load (and none of a document's other
 * headers, decision 036); answers with tokens or the user
 * are never stored by a cache; HSTS only over HTTPS (directly or from a trusted proxy).
 */

let ctx: TestContext;
let dist: string;
let olive: number;
let sakura: number;

beforeAll(async () => {
  dist = writeMinimalDist();
  ctx = await createTestContext({ WEB_DIST: dist, DEFAULT_RESTAURANT: 'olive-linde' });
  olive = restaurantIdOf(ctx, 'olive-linde');
  sakura = restaurantIdOf(ctx, 'sakura-ramen');
});
afterAll(async () => {
  await ctx?.close();
  rmSync(dist, { recursive: true, force: true });
});

/** The policy as directive name → its sources. */
function policyOf(response: LightMyRequestResponse): Map<string, string[]> {
  const header = response.headers['content-security-policy'];
  expect(header, `${response.statusCode} ${response.body.slice(0, 80)}`).toBeTypeOf('string');
  return new Map(
    String(header)
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name = '', ...sources]) => [name, sources]),
  );
}

const page = (url: string) => ctx.app.inject({ method: 'GET', url });

describe('pages', () => {
  it('a storefront page: strict CSP with a fresh style nonce, frame and referrer rules, nosniff', async () => {
    const first = await page('/menu');
    expect(first.statusCode).toBe(200);
    const policy = policyOf(first);
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('script-src')).toEqual(["'self'"]);
    expect(policy.get('script-src-attr')).toEqual(["'none'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'none'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'self'"]);
    expect(policy.get('form-action')).toEqual(["'self'"]);
    expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
    expect(policy.get('connect-src')).toEqual(["'self'"]);
    expect(policy.get('worker-src')).toEqual(["'self'"]);
    const nonce = pageConfigOf(first.body).styleNonce;
    expect(nonce).toMatch(/^[A-Za-z0-9+/=_-]{22,}$/);
    expect(policy.get('style-src')).toEqual(["'self'", `'nonce-${nonce}'`]);
    expect(first.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(first.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(first.headers['x-content-type-options']).toBe('nosniff');

    const second = await page('/menu');
    const next = pageConfigOf(second.body).styleNonce;
    expect(next).not.toBe(nonce);
    expect(policyOf(second).get('style-src')).toContain(`'nonce-${next}'`);
  });

  it('the manager area has the same policy', async () => {
    const manager = await page('/manager');
    const policy = policyOf(manager);
    expect(policy.get('script-src')).toEqual(["'self'"]);
    expect(policy.get('style-src')).toEqual(["'self'", `'nonce-${pageConfigOf(manager.body).styleNonce}'`]);
  });

  it('reCAPTCHA’s hosts only on the pages of a restaurant with a site key', async () => {
    const without = policyOf(await page('/?restaurant=olive-linde'));
    expect([...without.values()].flat().join(' ')).not.toMatch(/google|gstatic|recaptcha/);
    await patchSettings(ctx, sakura, { recaptcha_site_key: 'site-key-sakura' });
    try {
      const withKey = policyOf(await page('/?restaurant=sakura-ramen'));
      expect(withKey.get('script-src')).toEqual([
        "'self'",
        'https://www.google.com/recaptcha/',
        'https://www.gstatic.com/recaptcha/',
        'https://www.recaptcha.net/recaptcha/',
      ]);
      expect(withKey.get('frame-src')).toEqual([
        "'self'",
        'https://www.google.com/recaptcha/',
        'https://recaptcha.google.com/recaptcha/',
        'https://www.recaptcha.net/recaptcha/',
      ]);
    } finally {
      await patchSettings(ctx, sakura, { recaptcha_site_key: null });
    }
  });

  it('the service worker may fetch and import from this site (its CSP is its own)', async () => {
    const worker = await page('/sw.js');
    expect(worker.statusCode).toBe(200);
    const policy = policyOf(worker);
    expect(policy.get('script-src')).toEqual(["'self'"]);
    expect(policy.get('connect-src')).toEqual(["'self'"]);
  });

  it('the API documentation has a policy of its own, scoped to /api/docs', async () => {
    const docs = await ctx.app.inject({ method: 'GET', url: '/api/docs' });
    expect(docs.statusCode).toBe(200);
    const policy = policyOf(docs);
    expect(policy.get('script-src')).toEqual(["'self'"]);
    expect(policy.get('img-src')).toEqual(["'self'", 'data:']);
    expect(docs.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(docs.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });
});

describe('JSON answers', () => {
  it('carry nosniff and a policy that lets nothing load or frame them', async () => {
    for (const response of [
      await ctx.get('/api/restaurant/restaurant-by-id', { restaurantId: olive }),
      await ctx.app.inject({ method: 'GET', url: '/api/restaurant/category' }),
      await ctx.get('/api/nothing-here'),
    ]) {
      expect(response.headers['x-content-type-options'], response.body).toBe('nosniff');
      const policy = policyOf(response);
      expect(policy.get('default-src')).toEqual(["'none'"]);
      expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
      expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
      // decision 036's addendum: a document's headers have nothing to act on in them
      for (const documentHeader of ['x-frame-options', 'referrer-policy', 'cross-origin-opener-policy'])
        expect(response.headers).not.toHaveProperty(documentHeader);
    }
  });

  it('answers with a token or the user are never stored (Cache-Control: no-store)', async () => {
    const token = await ctx.app.inject({
      method: 'POST',
      url: '/api/oauth/token',
      payload: { grant_type: 'client_credentials', client_id: 'storefront', client_secret: 'storefront' },
    });
    expect(token.statusCode).toBe(200);
    expect(token.headers['cache-control']).toBe('no-store');

    const login = (payload: Record<string, unknown>) =>
      ctx.app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress: someAddress(), payload });
    const customerLogin = await login({ ...ctx.demo.customer, restaurantId: olive });
    expect(customerLogin.statusCode).toBe(200);
    expect(customerLogin.headers['cache-control']).toBe('no-store');
    const managerLogin = await login({ ...ctx.demo.manager, manager: true });
    expect(managerLogin.statusCode).toBe(200);
    expect(managerLogin.headers['cache-control']).toBe('no-store');
    // a refused login may name the account: not stored either
    expect(
      (await login({ ...ctx.demo.manager, password: 'wrong-password', manager: true })).headers,
    ).toMatchObject({
      'cache-control': 'no-store',
    });

    const customer = await signUp(ctx, olive);
    const signupAgain = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      remoteAddress: someAddress(),
      payload: {
        restaurantId: olive,
        name: 'Grace Hopper',
        email: `grace-${Date.now()}@example.org`,
        password: 'cobol-1959!',
        password_confirmation: 'cobol-1959!',
      },
    });
    expect(signupAgain.statusCode).toBe(200);
    expect(signupAgain.headers['cache-control']).toBe('no-store');
    const user = await customer.get('auth/user');
    expect(user.statusCode).toBe(200);
    expect(user.headers['cache-control']).toBe('no-store');
  });

  it('the menu stays cacheable: no-store is for tokens and the user only', async () => {
    const response = await ctx.get('/api/restaurant/restaurant-by-id', { restaurantId: olive });
    expect(response.headers['cache-control'] ?? '').not.toContain('no-store');
  });
});

describe('Strict-Transport-Security', () => {
  const hsts = (headers: Record<string, string>, remoteAddress = '127.0.0.1') =>
    ctx.app
      .inject({ method: 'GET', url: '/api/health', headers, remoteAddress })
      .then((response) => response.headers['strict-transport-security']);

  it('over plain HTTP: none (a browser ignores it there, and it would pin a site that has no HTTPS)', async () => {
    expect(await hsts({})).toBeUndefined();
  });

  it('behind a trusted proxy that says https: one year, subdomains included', async () => {
    expect(await hsts({ 'x-forwarded-proto': 'https' })).toBe('max-age=31536000; includeSubDomains');
  });

  it('an untrusted client that claims https gets none', async () => {
    expect(await hsts({ 'x-forwarded-proto': 'https' }, '203.0.113.9')).toBeUndefined();
  });
});
