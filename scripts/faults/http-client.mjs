// What a storefront does when the API is briefly away: it sends the same request again (the same
// body, the same Idempotency-Key) after a connection error, a timeout or a 503, until a deadline.

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Counters every client of one run shares: retries, and answers by status. */
export function createStats() {
  return { requests: 0, retries: 0, byStatus: new Map(), serverErrors: [] };
}

export function createHttpClient(base, stats, { deadlineMs = 120_000, timeoutMs = 15_000 } = {}) {
  /**
   * One request, retried while the API cannot answer. Resolves with the first real answer
   * ({ status, body }); 5xx other than 503 are recorded as server errors (never expected).
   */
  async function request(method, path, { token, body, query, headers = {} } = {}) {
    const url = new URL(`/api/${path}`, base);
    for (const [key, value] of Object.entries(query ?? {})) url.searchParams.set(key, String(value));
    const started = Date.now();
    for (let attempt = 0; ; attempt++) {
      if (attempt > 0) stats.retries += 1;
      stats.requests += 1;
      let response;
      try {
        response = await fetch(url, {
          method,
          headers: {
            ...(token ? { authorization: `Bearer ${token}` } : {}),
            ...(body ? { 'content-type': 'application/json' } : {}),
            ...headers,
          },
          body: body ? JSON.stringify(body) : undefined,
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        // the process was killed mid-request, is restarting, or did not answer in time
        if (Date.now() - started > deadlineMs)
          throw new Error(`${method} ${path}: gave up: ${error.message}`);
        await sleep(Math.min(1000, 150 * 2 ** Math.min(attempt, 3)));
        continue;
      }
      const text = await response.text();
      let parsed;
      try {
        parsed = text ? JSON.parse(text) : undefined;
      } catch {
        parsed = text;
      }
      stats.byStatus.set(response.status, (stats.byStatus.get(response.status) ?? 0) + 1);
      if (response.status === 503 && Date.now() - started <= deadlineMs) {
        await sleep(Math.min(1000, 150 * 2 ** Math.min(attempt, 3)));
        continue;
      }
      if (response.status >= 500)
        stats.serverErrors.push({ method, path, status: response.status, body: text });
      return { status: response.status, body: parsed };
    }
  }
  return { request };
}
