/**
 * Counts attempts per key in fixed windows, in this process's memory: enough to slow a script
 * down on one API process (each process keeps its own counts). `take` answers how many seconds
 * to wait when the key has used up its window, else 0 and counts the attempt.
 */
export function createFixedWindowLimiter(options: { limit: number; windowMs: number; maxKeys?: number }) {
  const windows = new Map<string, { start: number; count: number }>();
  const maxKeys = options.maxKeys ?? 50_000;
  return {
    take(key: string, now = Date.now()): number {
      let entry = windows.get(key);
      if (!entry || now < entry.start || now - entry.start >= options.windowMs) {
        // a full table is cleared rather than grown: forgetting counts only ever lets more through
        if (!entry && windows.size >= maxKeys) windows.clear();
        entry = { start: now, count: 0 };
        windows.set(key, entry);
      }
      if (entry.count >= options.limit) {
        return Math.max(1, Math.ceil((entry.start + options.windowMs - now) / 1000));
      }
      entry.count += 1;
      return 0;
    },
  };
}
export type FixedWindowLimiter = ReturnType<typeof createFixedWindowLimiter>;
