import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, createApiClient, errorMessage, isTokenExpired } from './api-client';
import type { PageConfig } from './page-config';

const token = (payload: object) => `x.${btoa(JSON.stringify(payload)).replace(/=+$/, '')}.y`;

describe('isTokenExpired', () => {
  const now = Date.UTC(2026, 10, 23, 12, 0);
  it('is fresh while exp lies ahead', () => {
    expect(isTokenExpired(token({ exp: now / 1000 + 3600 }), now)).toBe(false);
  });
  it('is expired once exp has passed (with 30 s to spare for the request)', () => {
    expect(isTokenExpired(token({ exp: now / 1000 + 10 }), now)).toBe(true);
    expect(isTokenExpired(token({ exp: now / 1000 - 1 }), now)).toBe(true);
  });
  it('is expired when it cannot be decoded or has no exp (SPEC §5)', () => {
    expect(isTokenExpired('garbage', now)).toBe(true);
    expect(isTokenExpired(token({ sub: 'g' }), now)).toBe(true);
  });
});

describe('errorMessage (SPEC §8)', () => {
  const fallback = 'Something went wrong';
  it('reads name, inStock, validTime and delivery_type before other fields on 422', () => {
    const error = new ApiError(422, 'first', { quantity: ['Too many'], inStock: ['Only 2 items in stock'] });
    expect(errorMessage(error, fallback)).toBe('Only 2 items in stock');
    const named = new ApiError(422, 'x', { delivery_type: ['Not for delivery'], name: ['Name is required'] });
    expect(errorMessage(named, fallback)).toBe('Name is required');
  });
  it('never shows the proposed validTime as the message: the delivery_time sentence says why', () => {
    const full = new ApiError(422, '19:30 is fully booked. The next free time is 19:45.', {
      validTime: ['2026-11-24 19:45'],
      delivery_time: ['19:30 is fully booked. The next free time is 19:45.'],
    });
    expect(errorMessage(full, fallback)).toBe('19:30 is fully booked. The next free time is 19:45.');
    expect(errorMessage(new ApiError(422, 'Not open', { validTime: ['2026-11-24 17:00'] }), fallback)).toBe(
      'Not open',
    );
  });
  it('else shows the first message of the first field, then the body', () => {
    expect(errorMessage(new ApiError(422, 'x', { quantity: ['Too many', 'Other'] }), fallback)).toBe(
      'Too many',
    );
    expect(errorMessage(new ApiError(422, 'Body'), fallback)).toBe('Body');
  });
  it('shows message.body on 400, 401, 403 and 404', () => {
    for (const status of [400, 401, 403, 404])
      expect(errorMessage(new ApiError(status, 'Out of stock'), fallback)).toBe('Out of stock');
  });
  it('shows message.body on 409: a conflict names what stands in the way (a 422 of old)', () => {
    const conflict = new ApiError(409, 'The payment cannot be updated.', {}, 'payment_cannot_update');
    expect(errorMessage(conflict, fallback)).toBe('The payment cannot be updated.');
  });
  it('shows the default (or the caller’s own message) for anything else', () => {
    expect(errorMessage(new ApiError(500, 'internal'), fallback)).toBe(fallback);
    expect(errorMessage(new TypeError('Failed to fetch'), 'Could not save')).toBe('Could not save');
    expect(errorMessage(new ApiError(404, ''), 'Basket not found')).toBe('Basket not found');
  });
});

describe('createApiClient', () => {
  const config: PageConfig = {
    restaurantId: 7,
    restaurantSlug: 'r',
    restaurantName: 'R',
    defaultLang: 'en',
    primaryColor: '#15803d',
    apiBase: '/api',
    clientId: 'storefront',
    clientSecret: 'storefront',
    publicToken: '',
    styleNonce: '',
    hasLanding: 'false',
  };
  const fresh = token({ exp: Date.now() / 1000 + 3600 });
  const memory = (): Storage => {
    const data = new Map<string, string>([['publicToken', fresh]]);
    return {
      get length() {
        return data.size;
      },
      clear: () => data.clear(),
      getItem: (key) => data.get(key) ?? null,
      key: () => null,
      removeItem: (key) => void data.delete(key),
      setItem: (key, value) => void data.set(key, value),
    };
  };
  const answer = (status: number, body: unknown) =>
    Promise.resolve(
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
    );

  afterEach(() => vi.unstubAllGlobals());

  it('posts JSON with restaurantId and the language added (SPEC §7)', async () => {
    const fetch = vi.fn(() => answer(200, { data: 1 }));
    vi.stubGlobal('fetch', fetch);
    const api = createApiClient(config, memory());
    api.setLanguage('de');
    await api.post('basket/add', { basketId: 'b', quantity: 2 });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/basket/add');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({
      restaurantId: 7,
      lang: 'de',
      basketId: 'b',
      quantity: 2,
    });
    expect(new Headers(init.headers).get('authorization')).toBe(`Bearer ${fresh}`);
  });

  it("forgets the basket on 'basket does not exist' and throws the server's message", async () => {
    vi.stubGlobal('fetch', () =>
      answer(404, {
        message: { type: 'error', body: 'The basket does not exist.', code: 'basket_not_exist' },
      }),
    );
    const onBasketMissing = vi.fn();
    const api = createApiClient(config, memory(), { onBasketMissing });
    const failure = await api.get('basket', { basketId: 'b' }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({
      status: 404,
      body: 'The basket does not exist.',
      code: 'basket_not_exist',
    });
    expect(onBasketMissing).toHaveBeenCalledOnce();
  });

  it("clears the session on a 422 'unauthenticated' (SPEC §4)", async () => {
    vi.stubGlobal('fetch', () =>
      answer(422, {
        message: { type: 'error', body: 'You are unauthenticated.', code: 'unauthenticated' },
        errors: {},
      }),
    );
    const onUnauthenticated = vi.fn();
    const api = createApiClient(config, memory(), { onUnauthenticated });
    await expect(api.post('basket/add', {})).rejects.toBeInstanceOf(ApiError);
    expect(onUnauthenticated).toHaveBeenCalledOnce();
  });

  it("decision 039: a 422 'unauthenticated' clears all local storage and reloads, without a retry", async () => {
    const fetch = vi.fn(() =>
      answer(422, {
        message: { type: 'error', body: 'You are unauthenticated.', code: 'unauthenticated' },
        errors: { authorization: ['You are unauthenticated.'] },
      }),
    );
    vi.stubGlobal('fetch', fetch);
    const reload = vi.fn();
    vi.stubGlobal('location', { reload });
    const storage = memory();
    storage.setItem('basket', '[{"restaurantId":7,"basketId":"b"}]');
    const api = createApiClient(config, storage);
    api.session.start(token({ typ: 'customer', userId: 1, restaurantId: 7, exp: Date.now() / 1000 + 3600 }));
    await expect(api.get('auth/user')).rejects.toMatchObject({ status: 422, code: 'unauthenticated' });
    expect(fetch).toHaveBeenCalledOnce();
    expect(storage.length).toBe(0);
    expect(reload).toHaveBeenCalledOnce();
  });

  it('decision 039: a 401 fetches a new token and retries once, keeping the rest of local storage', async () => {
    const stale = token({ exp: Date.now() / 1000 + 3600, sub: 'revoked' });
    const storage = memory();
    storage.setItem('publicToken', stale);
    storage.setItem('basket', '[{"restaurantId":7,"basketId":"b"}]');
    const fetch = vi.fn((url: string, init: RequestInit) => {
      if (url.endsWith('/oauth/token')) return answer(200, { data: { access_token: fresh } });
      return new Headers(init.headers).get('authorization') === `Bearer ${stale}`
        ? answer(401, {
            message: { type: 'error', body: 'You are unauthenticated.', code: 'unauthenticated' },
          })
        : answer(200, { data: 'fine' });
    });
    vi.stubGlobal('fetch', fetch);
    const reload = vi.fn();
    vi.stubGlobal('location', { reload });
    const api = createApiClient(config, storage);
    await expect(api.get('restaurant/category')).resolves.toEqual({ data: 'fine' });
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(storage.getItem('publicToken')).toBe(fresh);
    expect(storage.getItem('basket')).not.toBeNull();
    expect(reload).not.toHaveBeenCalled();
  });

  it("a guest on a customer's page is asked to log in; its good token is kept, no new one fetched", async () => {
    const storage = memory();
    const fetch = vi.fn(() =>
      answer(401, {
        message: {
          type: 'error',
          body: 'Please log in to your account first.',
          code: 'customer_login_required',
        },
      }),
    );
    vi.stubGlobal('fetch', fetch);
    const api = createApiClient(config, storage);
    await expect(api.get('auth/user')).rejects.toMatchObject({
      status: 401,
      body: 'Please log in to your account first.',
    });
    expect(fetch).toHaveBeenCalledOnce();
    expect(storage.getItem('publicToken')).toBe(fresh);
  });

  it('sends the basket id when it fetches a new guest token (SPEC §7)', async () => {
    const storage = memory();
    storage.removeItem('publicToken');
    const fetch = vi.fn((url: string) =>
      url.endsWith('/oauth/token')
        ? answer(200, { data: { access_token: fresh } })
        : answer(200, { data: [] }),
    );
    vi.stubGlobal('fetch', fetch);
    const api = createApiClient(config, storage, { basketId: () => 'basket-1' });
    await api.get('restaurant/category');
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/oauth/token');
    expect(JSON.parse(String(init.body))).toMatchObject({
      grant_type: 'client_credentials',
      basketId: 'basket-1',
    });
  });

  describe('session (SPEC §4)', () => {
    const customer = (restaurantId: number, exp = Date.now() / 1000 + 3600) =>
      token({ typ: 'customer', userId: 1, restaurantId, exp });
    const bearerOf = (call: unknown) =>
      new Headers((call as [string, RequestInit])[1].headers).get('authorization');

    it('a private token wins over the public one', async () => {
      const fetch = vi.fn(() => answer(200, { data: 1 }));
      vi.stubGlobal('fetch', fetch);
      const api = createApiClient(config, memory());
      expect(api.session.isLoggedIn()).toBe(false);
      const own = customer(7);
      api.session.start(own);
      expect(api.session.isLoggedIn()).toBe(true);
      await api.get('auth/user');
      expect(bearerOf(fetch.mock.calls[0])).toBe(`Bearer ${own}`);
    });

    it("another storefront's login is not used here", async () => {
      const fetch = vi.fn(() => answer(200, { data: 1 }));
      vi.stubGlobal('fetch', fetch);
      const api = createApiClient(config, memory());
      api.session.start(customer(8));
      expect(api.session.isLoggedIn()).toBe(false);
      await api.get('restaurant/category');
      expect(bearerOf(fetch.mock.calls[0])).toBe(`Bearer ${fresh}`);
    });

    it('an expired private token gives way to the public token and clears the session', async () => {
      const fetch = vi.fn(() => answer(200, { data: 1 }));
      vi.stubGlobal('fetch', fetch);
      const storage = memory();
      const onSessionExpired = vi.fn();
      const api = createApiClient(config, storage, { onSessionExpired });
      const listener = vi.fn();
      api.session.subscribe(listener);
      api.session.start(customer(7, Date.now() / 1000 - 5));
      expect(api.session.isLoggedIn()).toBe(false);
      await api.get('restaurant/category');
      expect(bearerOf(fetch.mock.calls[0])).toBe(`Bearer ${fresh}`);
      expect(storage.getItem('privateToken')).toBeNull();
      expect(onSessionExpired).toHaveBeenCalledOnce();
      expect(listener).toHaveBeenCalledTimes(2);
    });

    it('a refused private token ends the session and the request is retried as a guest', async () => {
      const storage = memory();
      const own = customer(7);
      const fetch = vi.fn((url: string, init: RequestInit) => {
        if (url.endsWith('/oauth/token')) return answer(200, { data: { access_token: fresh } });
        return new Headers(init.headers).get('authorization') === `Bearer ${own}`
          ? answer(401, {
              message: { type: 'error', body: 'You are unauthenticated.', code: 'unauthenticated' },
            })
          : answer(200, { data: 'as guest' });
      });
      vi.stubGlobal('fetch', fetch);
      const onSessionExpired = vi.fn();
      const api = createApiClient(config, storage, { onSessionExpired });
      api.session.start(own);
      await expect(api.get('restaurant/category')).resolves.toEqual({ data: 'as guest' });
      expect(onSessionExpired).toHaveBeenCalledOnce();
      expect(api.session.isLoggedIn()).toBe(false);
    });

    it('wrong credentials are not retried (each retry would count as another guess)', async () => {
      const fetch = vi.fn(() =>
        answer(401, {
          message: {
            type: 'error',
            body: 'These credentials do not match our records.',
            code: 'credentials_mismatch',
          },
        }),
      );
      vi.stubGlobal('fetch', fetch);
      const api = createApiClient(config, memory());
      await expect(api.post('auth/login', { email: 'a@b.c', password: 'x' })).rejects.toMatchObject({
        status: 401,
        code: 'credentials_mismatch',
      });
      expect(fetch).toHaveBeenCalledOnce();
    });

    it('logout drops both tokens, so the next guest token is fetched with the basket id', async () => {
      const storage = memory();
      const fetch = vi.fn((url: string) =>
        url.endsWith('/oauth/token')
          ? answer(200, { data: { access_token: fresh } })
          : answer(200, { data: 1 }),
      );
      vi.stubGlobal('fetch', fetch);
      const api = createApiClient(config, storage, { basketId: () => 'basket-9' });
      api.session.start(customer(7));
      api.session.end();
      expect(storage.getItem('privateToken')).toBeNull();
      await api.get('basket', { basketId: 'basket-9' });
      const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
      expect(url).toBe('/api/oauth/token');
      expect(JSON.parse(String(init.body))).toMatchObject({ basketId: 'basket-9' });
    });
  });
});
