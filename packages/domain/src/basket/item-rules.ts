/** SPEC §9: an item comment is at most 140 characters. */
export const itemCommentMaxLength = 140;

/** SPEC §5 quantity: parsed as an integer; below 1 or empty becomes 1. */
export function parseQuantity(value: string | number | null | undefined): number {
  const parsed = typeof value === 'number' ? Math.trunc(value) : Number.parseInt(String(value ?? ''), 10);
  return Number.isFinite(parsed) && parsed >= 1 ? parsed : 1;
}

/** SPEC §5 table capacity: adults and children are numbers and together at least one person. */
export const isValidTableCapacity = (adults: number, children: number): boolean =>
  Number.isInteger(adults) &&
  Number.isInteger(children) &&
  adults >= 0 &&
  children >= 0 &&
  adults + children >= 1;
