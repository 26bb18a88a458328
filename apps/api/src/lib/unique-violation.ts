/**
 * PostgreSQL's unique_violation (23505), thrown by the driver or wrapped (drizzle puts the
 * driver's error in `cause`): a unique index decided a race between two writes.
 */
export function isUniqueViolation(error: unknown): boolean {
  for (let cause = error; cause; cause = (cause as { cause?: unknown }).cause)
    if ((cause as { code?: unknown }).code === '23505') return true;
  return false;
}
