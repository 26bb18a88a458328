import type { TestContext } from './test-app';

export interface Answer<T = unknown> {
  data: T;
  message: { body: string; code?: string };
  errors?: Record<string, string[]>;
}

/** A client of the API holding a token, speaking `lang`: GET with a query, POST with JSON. */
export function clientOf(ctx: TestContext, token: string, lang = 'en') {
  const headers = { authorization: `Bearer ${token}`, 'accept-language': lang };
  return {
    get: async <T>(url: string, query: Record<string, string | number>) => {
      const response = await ctx.app.inject({
        method: 'GET',
        url: `/api/${url}?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`,
        headers,
      });
      const json = String(response.headers['content-type']).startsWith('application/json');
      return { status: response.statusCode, body: (json ? response.json() : {}) as Answer<T>, raw: response };
    },
    post: async <T>(url: string, payload: Record<string, unknown>) => {
      const response = await ctx.app.inject({ method: 'POST', url: `/api/${url}`, headers, payload });
      return { status: response.statusCode, body: response.json() as Answer<T> };
    },
  };
}
