import type { SearchAvailability, SearchStatus } from './search-availability';

/** Issue 19 bounds of `limit` in the restaurant search: a page a phone can show, never the whole town. */
export const restaurantSearchLimit = { default: 20, max: 50 } as const;

export interface RankableRestaurant {
  name: string;
  availability: SearchAvailability;
  /** average of the restaurant's review ratings; null without reviews */
  rating: number | null;
}

const statusOrder: Record<SearchStatus, number> = { open_now: 0, later: 1 };

/**
 * Issue 19 ranking: open now before later; then the sooner next time (the one without a slot
 * ahead, open for ASAP only, last within its status); then the better rating (unrated last);
 * then the name, so equal restaurants always come in the same order.
 */
export function compareSearchResults(a: RankableRestaurant, b: RankableRestaurant): number {
  return (
    statusOrder[a.availability.status] - statusOrder[b.availability.status] ||
    (a.availability.nextTimeMs ?? Number.POSITIVE_INFINITY) -
      (b.availability.nextTimeMs ?? Number.POSITIVE_INFINITY) ||
    (b.rating ?? -1) - (a.rating ?? -1) ||
    (a.name < b.name ? -1 : a.name > b.name ? 1 : 0)
  );
}

/** The restaurants a search answers: those wanted by the status filter, ranked, at most `limit`. */
export function rankSearchResults<T extends RankableRestaurant>(
  candidates: readonly T[],
  options: { status?: SearchStatus; limit: number },
): T[] {
  return candidates
    .filter((candidate) => !options.status || candidate.availability.status === options.status)
    .sort(compareSearchResults)
    .slice(0, options.limit);
}
