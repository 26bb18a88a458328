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

/**
 * Issue 33: the request got no answer (offline, the connection dropped): nothing of the guest's
 * was lost, and the same action may simply be tried again (create-order repeats its
 * Idempotency-Key). Not an ApiError: the server said nothing.
 */
export class ConnectionLost extends Error {
  constructor(cause: unknown) {
    super('The connection dropped before the server answered.', { cause });
    this.name = 'ConnectionLost';
  }
}

const publicTokenKey = 'publicToken';
/** SPEC §3 local storage: privateToken (login) */
const privateTokenKey = 'privateToken';

/** The 401s that mean the token itself is not good (as opposed to e.g. wrong credentials). */
const tokenProblems = new Set(['unauthenticated', 'token_required']);

/** SPEC §8: 'basket does not exist' (404) */
export const basketMissingCode = 'basket_not_exist';

/**
 * SPEC §5: on a 422 these fields are read before any other. validTime is read specially too, but
 * as the proposal a time picker offers ('2026-11-24 19:45'), never as the text a guest reads
 * (issue 15): the delivery_time message beside it says why.
 */
const specialFields = ['name', 'inStock', 'delivery_type', 'delivery_time'] as const;

/**
 * SPEC §8, the one place that turns a failure into the text a guest reads: the caller's own
 * message or the default ('Something went wrong'); on 422 the per-field message (name,
 * inStock, delivery_type, delivery_time first, else the first message of another field); on
 * 400/401/403/404/409 the server's message.body; anything else (5xx, no network) the default.
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback;
  if (error.status === 422) {
    for (const field of specialFields) {
      const first = error.errors[field]?.[0];
      if (first) return first;
    }
    const firstField = Object.entries(error.errors).find(([field]) => field !== 'validTime')?.[1][0];
    return firstField || error.body || fallback;
  }
  // 409 too: the API answers a conflict (e.g. a payment that can no longer be updated) with the
  // words that were a 422's before SPEC §8 made every 422 name its fields
  if ([400, 401, 403, 404, 409].includes(error.status)) return error.body || fallback;
  return fallback;
}

/** The claims of a token, undefined when it cannot be decoded. */
function claimsOf(token: string): { exp?: unknown; restaurantId?: unknown } | undefined {
  try {
    return JSON.parse(atob(token.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/'))) ?? undefined;
  } catch {
    return undefined;
  }
}

/** SPEC §5: a token is expired when its exp claim is past or it cannot be decoded. */
export function isTokenExpired(token: string, now = Date.now()): boolean {
  const exp = claimsOf(token)?.exp;
  return typeof exp !== 'number' || exp * 1000 <= now + 30_000;
}

export type Query = Record<string, string | number | boolean | undefined | null>;
export type Body = Record<string, unknown>;

/**
 * SPEC §4 Session: a stored private token wins over the public one. Login starts it; logout
 * ends it (with the guest token, so the next one is fetched with the basket id and continues
 * the basket); an expired or refused one ends by itself.
 */
export interface Session {
  isLoggedIn(): boolean;
  start(privateToken: string): void;
  end(): void;
  subscribe(listener: () => void): () => void;
}

export interface ApiClient {
  get<T>(path: string, query?: Query, signal?: AbortSignal): Promise<T>;
  /** extraHeaders: e.g. the Idempotency-Key of a checkout attempt */
  post<T>(path: string, body?: Body, extraHeaders?: Record<string, string>): Promise<T>;
  put<T>(path: string, body?: Body): Promise<T>;
  setLanguage(lang: string): void;
  session: Session;
}

/** What the client needs from the rest of the app; wired once in main.tsx. */
export interface ApiClientHooks {
  /** SPEC §7: basketId is added on token refresh, so a new guest token keeps the guest's basket */
  basketId?: () => string | undefined;
  /** SPEC §4: a 'basket does not exist' error removes the local basket records */
  onBasketMissing?: () => void;
  /** SPEC §4: a 422 'unauthenticated' clears local storage and reloads the page */
  onUnauthenticated?: () => void;
  /** SPEC §4: the private token expired or was refused: session data is cleared */
  onSessionExpired?: () => void;
}

interface ErrorBody {
  message?: { body?: string; code?: string } | string;
  errors?: Record<string, string[]>;
}

/**
 * Fetches with the bearer token (the customer's private token when logged in, else a public
 * token, fetched when missing or expired) and adds restaurantId and the language to every request (SPEC §7): as query parameters on
 * GET, in the JSON body otherwise.
 */
export function createApiClient(
  config: PageConfig,
  storage: Storage = localStorage,
  hooks: ApiClientHooks = {},
): ApiClient {
  let lang = 'en';
  let pendingToken: Promise<string> | undefined;
  const stored = storage.getItem(publicTokenKey);
  if ((!stored || isTokenExpired(stored)) && config.publicToken && !isTokenExpired(config.publicToken)) {
    storage.setItem(publicTokenKey, config.publicToken);
  }
  const onUnauthenticated =
    hooks.onUnauthenticated ??
    (() => {
      storage.clear();
      location.reload();
    });

  async function fetchPublicToken(): Promise<string> {
    const basketId = hooks.basketId?.();
    const response = await fetch(`${config.apiBase}/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': lang },
      body: JSON.stringify({
        grant_type: 'client_credentials',
        client_id: config.clientId,
        client_secret: config.clientSecret,
        ...(basketId ? { basketId } : {}),
      }),
    }).catch((error: unknown) => {
      throw new ConnectionLost(error);
    });
    if (!response.ok) throw new ApiError(response.status, 'Not authorized! token required');
    const { data } = (await response.json()) as { data: { access_token: string } };
    storage.setItem(publicTokenKey, data.access_token);
    return data.access_token;
  }

  const sessionListeners = new Set<() => void>();
  const sessionChanged = () => {
    for (const listener of sessionListeners) listener();
  };
  const isLoggedIn = () => {
    const stored = storage.getItem(privateTokenKey);
    return !!stored && !isTokenExpired(stored) && claimsOf(stored)?.restaurantId === config.restaurantId;
  };
  function expireSession() {
    storage.removeItem(privateTokenKey);
    sessionChanged();
    hooks.onSessionExpired?.();
  }
  /** the customer's token for this storefront, if one is stored and still valid */
  function privateToken(): string | undefined {
    const stored = storage.getItem(privateTokenKey);
    if (!stored) return undefined;
    if (isTokenExpired(stored)) {
      // SPEC §4: an expired token leads to a new public token and clears the session
      expireSession();
      return undefined;
    }
    return claimsOf(stored)?.restaurantId === config.restaurantId ? stored : undefined;
  }

  function token(forceNew = false): Promise<string> {
    const own = forceNew ? undefined : privateToken();
    if (own) return Promise.resolve(own);
    const stored = storage.getItem(publicTokenKey);
    if (!forceNew && stored && !isTokenExpired(stored)) return Promise.resolve(stored);
    pendingToken ??= fetchPublicToken().finally(() => {
      pendingToken = undefined;
    });
    return pendingToken;
  }

  async function request<T>(
    method: 'GET' | 'POST' | 'PUT',
    path: string,
    input: Query | Body,
    signal: AbortSignal | undefined,
    retry: boolean,
    extraHeaders: Record<string, string> = {},
  ): Promise<T> {
    const base = { restaurantId: config.restaurantId, lang };
    let url = `${config.apiBase}/${path}`;
    const bearer = await token(!retry);
    const headers: Record<string, string> = {
      authorization: `Bearer ${bearer}`,
      'accept-language': lang,
      ...extraHeaders,
    };
    let body: string | undefined;
    if (method === 'GET') {
      const params = new URLSearchParams({ restaurantId: String(base.restaurantId), lang });
      for (const [key, value] of Object.entries(input))
        if (value !== undefined && value !== null) params.set(key, String(value));
      url += `?${params}`;
    } else {
      headers['content-type'] = 'application/json';
      body = JSON.stringify({ ...base, ...input });
    }
    const response = await fetch(url, { method, headers, body, signal }).catch((error: unknown) => {
      // a request the page called off is not a dropped connection
      throw signal?.aborted ? error : new ConnectionLost(error);
    });
    const answer = (await response.json().catch(() => ({}))) as ErrorBody;
    const message = typeof answer.message === 'string' ? { body: answer.message } : answer.message;
    if (response.status === 401 && retry && tokenProblems.has(message?.code ?? 'unauthenticated')) {
      // the private token was refused (expired early, signed with an older key, account gone)
      if (bearer === storage.getItem(privateTokenKey)) expireSession();
      return request<T>(method, path, input, signal, false, extraHeaders);
    }
    if (!response.ok) {
      const error = new ApiError(response.status, message?.body ?? '', answer.errors, message?.code);
      if (error.code === basketMissingCode) hooks.onBasketMissing?.();
      if (error.status === 422 && (error.code === 'unauthenticated' || error.body === 'unauthenticated'))
        onUnauthenticated();
      throw error;
    }
    return answer as T;
  }

  return {
    get: (path, query = {}, signal) => request('GET', path, query, signal, true),
    post: (path, body = {}, extraHeaders = {}) => request('POST', path, body, undefined, true, extraHeaders),
    put: (path, body = {}) => request('PUT', path, body, undefined, true),
    setLanguage(next) {
      lang = next;
    },
    session: {
      isLoggedIn,
      start(privateToken) {
        storage.setItem(privateTokenKey, privateToken);
        sessionChanged();
      },
      end() {
        storage.removeItem(privateTokenKey);
        storage.removeItem(publicTokenKey);
        sessionChanged();
      },
      subscribe(listener) {
        sessionListeners.add(listener);
        // another tab logged in or out
        const onStorage = (event: StorageEvent) => {
          if (event.key === privateTokenKey || event.key === null) listener();
        };
        if (typeof window !== 'undefined') window.addEventListener('storage', onStorage);
        return () => {
          sessionListeners.delete(listener);
          if (typeof window !== 'undefined') window.removeEventListener('storage', onStorage);
        };
      },
    },
  };
}
