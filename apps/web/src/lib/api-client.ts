import type { PageConfig } from './page-config';

/** An answer of the API that is not a success (SPEC §8): status, message body, per-field errors. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
    readonly errors: Record<string, string[]> = {},
    readonly code?: string,
  ) {
    super(body);
    this.name = 'ApiError';
  }
}

const publicTokenKey = 'publicToken';

/** SPEC §5: a token is expired when its exp claim is past or it cannot be decoded. */
export function isTokenExpired(token: string, now = Date.now()): boolean {
  try {
    const payload = JSON.parse(atob(token.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/'))) as {
      exp?: number;
    };
    return typeof payload.exp !== 'number' || payload.exp * 1000 <= now + 30_000;
  } catch {
    return true;
  }
}

export type Query = Record<string, string | number | boolean | undefined | null>;

export interface ApiClient {
  get<T>(path: string, query?: Query, signal?: AbortSignal): Promise<T>;
  setLanguage(lang: string): void;
}

/**
 * Fetches with the bearer token (a public token for guests, fetched when missing or expired)
 * and adds restaurantId and the language to every request (SPEC §7).
 */
export function createApiClient(config: PageConfig, storage: Storage = localStorage): ApiClient {
  let lang = 'en';
  let pendingToken: Promise<string> | undefined;
  const stored = storage.getItem(publicTokenKey);
  if ((!stored || isTokenExpired(stored)) && config.publicToken && !isTokenExpired(config.publicToken)) {
    storage.setItem(publicTokenKey, config.publicToken);
  }

  async function fetchPublicToken(): Promise<string> {
    const response = await fetch(`${config.apiBase}/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': lang },
      body: JSON.stringify({
        grant_type: 'client_credentials',
        client_id: config.clientId,
        client_secret: config.clientSecret,
      }),
    });
    if (!response.ok) throw new ApiError(response.status, 'Not authorized! token required');
    const { data } = (await response.json()) as { data: { access_token: string } };
    storage.setItem(publicTokenKey, data.access_token);
    return data.access_token;
  }

  function token(forceNew = false): Promise<string> {
    const stored = storage.getItem(publicTokenKey);
    if (!forceNew && stored && !isTokenExpired(stored)) return Promise.resolve(stored);
    pendingToken ??= fetchPublicToken().finally(() => {
      pendingToken = undefined;
    });
    return pendingToken;
  }

  async function request<T>(
    path: string,
    query: Query,
    signal: AbortSignal | undefined,
    retry: boolean,
  ): Promise<T> {
    const params = new URLSearchParams({ restaurantId: String(config.restaurantId), lang });
    for (const [key, value] of Object.entries(query))
      if (value !== undefined && value !== null) params.set(key, String(value));
    const response = await fetch(`${config.apiBase}/${path}?${params}`, {
      headers: { authorization: `Bearer ${await token(!retry)}`, 'accept-language': lang },
      signal,
    });
    if (response.status === 401 && retry) return request<T>(path, query, signal, false);
    const body = (await response.json().catch(() => ({}))) as {
      message?: { body?: string; code?: string };
      errors?: Record<string, string[]>;
    };
    if (!response.ok)
      throw new ApiError(response.status, body.message?.body ?? '', body.errors, body.message?.code);
    return body as T;
  }

  return {
    get: (path, query = {}, signal) => request(path, query, signal, true),
    setLanguage(next) {
      lang = next;
    },
  };
}
