/**
 * Serialised answers of hot read endpoints (the menu), kept for a short time per process.
 * Concurrent misses for one key share a single computation; failures are not kept. The menu
 * may be up to `ttlMs` old, which is why everything that must be exact (stock, prices, slot
 * capacity) is checked again when a guest adds to the basket or orders.
 */
export interface ResponseCache {
  get(key: string, compute: () => Promise<string>): Promise<Buffer>;
  /** forget every entry whose key starts with the prefix (e.g. one restaurant's) */
  invalidate(prefix: string): void;
}

export function createResponseCache({
  ttlMs,
  maxEntries = 5000,
}: {
  ttlMs: number;
  maxEntries?: number;
}): ResponseCache {
  const entries = new Map<string, { at: number; body: Promise<Buffer> }>();
  return {
    get(key, compute) {
      const now = Date.now();
      const hit = entries.get(key);
      if (hit && now >= hit.at && now - hit.at < ttlMs) return hit.body;
      const body = compute().then((text) => Buffer.from(text));
      if (ttlMs > 0) {
        if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
        entries.set(key, { at: now, body });
        body.catch(() => {
          if (entries.get(key)?.body === body) entries.delete(key);
        });
      }
      return body;
    },
    invalidate(prefix) {
      for (const key of entries.keys()) if (key.startsWith(prefix)) entries.delete(key);
    },
  };
}
