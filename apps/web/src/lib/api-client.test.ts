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
});
