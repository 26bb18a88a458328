/** Issue 16: a table may call the robot or a waiter once a minute. */
export const tableCallIntervalMs = 60_000;

/**
 * Seconds until a table may call again after its latest call (0: it may call now). Counted
 * from the call the restaurant received, so a guest pressing twice brings one robot, not two.
 */
export function secondsUntilNextCall(latestCallAt: number | undefined, now: number): number {
  if (latestCallAt === undefined) return 0;
  const waitMs = latestCallAt + tableCallIntervalMs - now;
  return waitMs > 0 ? Math.ceil(waitMs / 1000) : 0;
}
