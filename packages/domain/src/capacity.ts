/**
 * The one capacity rule (decision 028): a resource kind (delivery slot, ticket slot) has a
 * capacity per slot; an order wants some of it. null = unlimited.
 */
export const fitsCapacity = (capacity: number | null, used: number, wanted: number): boolean =>
  capacity === null || used + wanted <= capacity;

/** What is left of a capacity (never below 0); null = unlimited. */
export const remainingCapacity = (capacity: number | null, used: number): number | null =>
  capacity === null ? null : Math.max(0, capacity - used);
