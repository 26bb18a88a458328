import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type {
  BreakPatternBody,
  BreakPatternDto,
  ManagerBoard,
  ManagerOrder,
  ManagerRestaurant,
} from '@tavola/contracts';
import { ApiError } from '../../../lib/api-client';
import { ticketCalls } from './ticket-calls';

/** SPEC §3 local storage: the manager token, kept apart from the guest's and the customer's tokens. */
const tokenKey = 'managerToken';

export const managerToken = {
  get: () => localStorage.getItem(tokenKey),
  set: (token: string) => localStorage.setItem(tokenKey, token),
  clear: () => localStorage.removeItem(tokenKey),
};

export interface OrderFilters {
  from_date: string;
  to_date: string;
  filter_type: 'create' | 'delivery';
  status: '' | ManagerOrder['status'];
  page: number;
}

export interface OrdersPage {
  data: ManagerOrder[];
  meta: {
    current_page: number;
    per_page: number;
    total: number;
    last_page: number;
    from: number | null;
    to: number | null;
  };
}

export type ManagerOrderDetails = ManagerOrder & {
  status_changes: { from: string; to: string; at: string; manager: string | null }[];
  /** issue 36: null until the order is paid, or handed over when paid on site */
  invoice_number: number | null;
  /** issue 36: the credit note that cancelled the invoice, if any */
  credit_note_number: number | null;
};

export type ManagerProduct = { id: number; name: string; category: string };

type Query = Record<string, string | number | undefined>;

/**
 * The manager area's calls with the manager token. A 401 or 403 'not_authorized' means the
 * token is gone or is not a manager's: `onSignedOut` sends the manager back to the login.
 */
export function createManagerApi(apiBase: string, lang: () => string, onSignedOut: () => void) {
  async function request<T>(
    method: 'GET' | 'POST',
    path: string,
    input: Query | Record<string, unknown>,
  ): Promise<T> {
    const token = managerToken.get();
    let url = `${apiBase}/${path}`;
    const headers: Record<string, string> = { 'accept-language': lang() };
    if (token) headers.authorization = `Bearer ${token}`;
    let body: string | undefined;
    if (method === 'GET') {
      const params = new URLSearchParams({ lang: lang() });
      for (const [key, value] of Object.entries(input))
        if (value !== undefined && value !== '') params.set(key, String(value));
      url += `?${params}`;
    } else {
      headers['content-type'] = 'application/json';
      body = JSON.stringify({ lang: lang(), ...input });
    }
    const response = await fetch(url, { method, headers, body });
    const answer = (await response.json().catch(() => ({}))) as {
      message?: { body?: string; code?: string };
      errors?: Record<string, string[]>;
    };
    if (!response.ok) {
      const error = new ApiError(
        response.status,
        answer.message?.body ?? '',
        answer.errors,
        answer.message?.code,
      );
      if (path !== 'auth/login' && (response.status === 401 || error.code === 'not_authorized'))
        onSignedOut();
      throw error;
    }
    return answer as T;
  }
  /**
   * A file sent as multipart/form-data (field `image`), with its progress: fetch cannot report an
   * upload's progress, XMLHttpRequest can. Errors are ApiErrors like every other call's.
   */
  function upload<T>(
    path: string,
    query: Query,
    file: Blob,
    onProgress: (fraction: number) => void,
  ): Promise<T> {
    const params = new URLSearchParams({ lang: lang() });
    for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, String(value));
    const body = new FormData();
    body.append('image', file);
    return new Promise<T>((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open('POST', `${apiBase}/${path}?${params}`);
      xhr.setRequestHeader('accept-language', lang());
      const token = managerToken.get();
      if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable) onProgress(event.loaded / event.total);
      };
      xhr.onerror = () => reject(new ApiError(0, ''));
      xhr.onload = () => {
        let answer: { message?: { body?: string; code?: string }; errors?: Record<string, string[]> } = {};
        try {
          answer = JSON.parse(xhr.responseText);
        } catch {
          // an answer that is not JSON (a proxy's error page) is reported by its status alone
        }
        if (xhr.status >= 200 && xhr.status < 300) return resolve(answer as T);
        if (xhr.status === 401) onSignedOut();
        reject(new ApiError(xhr.status, answer.message?.body ?? '', answer.errors, answer.message?.code));
      };
      xhr.send(body);
    });
  }
  const get = <T>(path: string, query: Query = {}) => request<T>('GET', path, query);
  /** a file the server sends as an attachment (CSV), with the name it gives it */
  async function download(path: string, query: Query): Promise<{ file: Blob; name: string }> {
    const params = new URLSearchParams({ lang: lang() });
    for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, String(value));
    const token = managerToken.get();
    const response = await fetch(`${apiBase}/${path}?${params}`, {
      headers: { 'accept-language': lang(), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });
    if (!response.ok) {
      const answer = (await response.json().catch(() => ({}))) as {
        message?: { body?: string; code?: string };
      };
      throw new ApiError(response.status, answer.message?.body ?? '', undefined, answer.message?.code);
    }
    const disposition = response.headers.get('content-disposition') ?? '';
    return { file: await response.blob(), name: /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'export.csv' };
  }
  const post = <T>(path: string, body: Record<string, unknown>) => request<T>('POST', path, body);

  return {
    /** for the feature files that add their own calls (api/tables-api.ts) */
    get,
    post,
    upload,
    download,
    login: (email: string, password: string) =>
      post<{ data: { access_token: string } }>('auth/login', { email, password, manager: true }),
    /** issue 14.9: the server ends the token, so a copy of it is worth nothing either */
    logout: () => post<{ message: { body: string } }>('managers/logout', {}),
    restaurants: () => get<{ data: ManagerRestaurant[] }>('managers/restaurant').then((a) => a.data),
    orders: (restaurantId: number, filters: OrderFilters) =>
      get<OrdersPage>('managers/order', { restaurantId, ...filters, per_page: 50 }),
    /** issue 34: the live board, open orders earliest due first, then today's finished ones */
    board: (restaurantId: number) => get<ManagerBoard>('managers/order/board', { restaurantId }),
    searchOrders: (restaurantId: number, q: string) =>
      get<{ data: ManagerOrder[] }>('managers/order/search', { restaurantId, q }).then((a) => a.data),
    order: (restaurantId: number, orderId: number) =>
      get<{ data: ManagerOrderDetails }>('managers/order/show', { restaurantId, orderId }).then(
        (a) => a.data,
      ),
    changeStatus: (restaurantId: number, orderId: number, status: string) =>
      post<{ data: ManagerOrder; message: { body: string } }>('managers/order/change-status', {
        restaurantId,
        orderId,
        status,
      }),
    /** issue 34 (decision 082): calls the order ready for the guest to fetch; the guest is told */
    markReady: (restaurantId: number, orderId: number) =>
      post<{ data: ManagerOrder; message: { body: string } }>('managers/order/mark-ready', {
        restaurantId,
        orderId,
      }),
    /** issue 34: asks the provider about the order's open online payment now */
    checkPayment: (restaurantId: number, orderId: number) =>
      post<{ data: ManagerOrder; message: { body: string } }>('managers/order/check-payment', {
        restaurantId,
        orderId,
      }),
    products: (restaurantId: number) =>
      get<{ data: ManagerProduct[] }>('managers/products', { restaurantId }).then((a) => a.data),
    patterns: (restaurantId: number) =>
      get<{ data: BreakPatternDto[] }>('managers/break-patterns', { restaurantId }).then((a) => a.data),
    savePattern: (restaurantId: number, pattern: Omit<BreakPatternBody, 'restaurantId'> & { id?: number }) =>
      post<{ data: BreakPatternDto; message: { body: string } }>(
        pattern.id ? 'managers/break-patterns/update' : 'managers/break-patterns/create',
        { ...pattern, restaurantId },
      ),
    stopPattern: (restaurantId: number, id: number) =>
      post<{ message: { body: string } }>('managers/break-patterns/stop', { restaurantId, id }),
    deletePattern: (restaurantId: number, id: number) =>
      post<{ message: { body: string } }>('managers/break-patterns/delete', { restaurantId, id }),
    ...ticketCalls(get, post),
  };
}
export type ManagerApi = ReturnType<typeof createManagerApi>;

export const managerKeys = {
  all: ['manager'] as const,
  restaurants: () => ['manager', 'restaurants'] as const,
  orders: (restaurantId: number) => ['manager', restaurantId, 'orders'] as const,
  order: (restaurantId: number, orderId: number) => ['manager', restaurantId, 'order', orderId] as const,
  products: (restaurantId: number) => ['manager', restaurantId, 'products'] as const,
  patterns: (restaurantId: number) => ['manager', restaurantId, 'patterns'] as const,
};

export const restaurantsQuery = (api: ManagerApi, lang: string) =>
  queryOptions({
    queryKey: [...managerKeys.restaurants(), lang],
    queryFn: api.restaurants,
    staleTime: 300_000,
  });

export const ordersQuery = (api: ManagerApi, restaurantId: number, filters: OrderFilters, lang: string) =>
  queryOptions({
    queryKey: [...managerKeys.orders(restaurantId), filters, lang],
    queryFn: () => api.orders(restaurantId, filters),
    placeholderData: keepPreviousData,
    // the socket keeps it fresh; a slow poll covers a socket that a proxy silently dropped
    staleTime: 0,
    refetchInterval: 60_000,
  });

/** under the orders' key: every live event refreshes the board as it does the filtered list */
export const boardQuery = (api: ManagerApi, restaurantId: number, lang: string) =>
  queryOptions({
    queryKey: [...managerKeys.orders(restaurantId), 'board', lang],
    queryFn: () => api.board(restaurantId),
    placeholderData: keepPreviousData,
    staleTime: 0,
    refetchInterval: 60_000,
  });

export const orderSearchQuery = (api: ManagerApi, restaurantId: number, text: string, lang: string) =>
  queryOptions({
    queryKey: [...managerKeys.orders(restaurantId), 'search', text, lang],
    queryFn: () => api.searchOrders(restaurantId, text),
    placeholderData: keepPreviousData,
  });

export const orderQuery = (api: ManagerApi, restaurantId: number, orderId: number, lang: string) =>
  queryOptions({
    queryKey: [...managerKeys.order(restaurantId, orderId), lang],
    queryFn: () => api.order(restaurantId, orderId),
  });

export const productsQuery = (api: ManagerApi, restaurantId: number, lang: string) =>
  queryOptions({
    queryKey: [...managerKeys.products(restaurantId), lang],
    queryFn: () => api.products(restaurantId),
  });

export const patternsQuery = (api: ManagerApi, restaurantId: number, lang: string) =>
  queryOptions({
    queryKey: [...managerKeys.patterns(restaurantId), lang],
    queryFn: () => api.patterns(restaurantId),
  });
