import { describe, expect, it } from 'vitest';
import { compareSearchResults, type RankableRestaurant, rankSearchResults } from './rank-search-results';

const restaurant = (
  name: string,
  status: 'open_now' | 'later',
  nextTimeMs: number | undefined,
  rating: number | null,
): RankableRestaurant => ({ name, availability: { status, nextTimeMs }, rating });

describe('compareSearchResults (issue 19)', () => {
  it('puts open now before later, whatever the times and ratings', () => {
    const open = restaurant('B', 'open_now', 5000, 1);
    const later = restaurant('A', 'later', 1000, 5);
    expect(compareSearchResults(open, later)).toBeLessThan(0);
  });

  it('puts the sooner next time first within a status, one without a slot ahead last', () => {
    const soon = restaurant('B', 'open_now', 1000, 1);
    const late = restaurant('A', 'open_now', 2000, 5);
    const asapOnly = restaurant('C', 'open_now', undefined, 5);
    expect([asapOnly, late, soon].sort(compareSearchResults)).toEqual([soon, late, asapOnly]);
  });

  it('puts the better rating first at the same time, unrated last', () => {
    const good = restaurant('C', 'later', 1000, 4.5);
    const fair = restaurant('B', 'later', 1000, 3);
    const unrated = restaurant('A', 'later', 1000, null);
    expect([unrated, fair, good].sort(compareSearchResults)).toEqual([good, fair, unrated]);
  });

  it('orders equal restaurants by name', () => {
    const a = restaurant('Alma', 'later', 1000, 4);
    const b = restaurant('Bora', 'later', 1000, 4);
    expect([b, a].sort(compareSearchResults)).toEqual([a, b]);
  });
});

describe('rankSearchResults (issue 19)', () => {
  const open = restaurant('Open', 'open_now', 1000, null);
  const later = restaurant('Later', 'later', 500, null);

  it('keeps only the asked status', () => {
    expect(rankSearchResults([open, later], { status: 'later', limit: 20 })).toEqual([later]);
    expect(rankSearchResults([open, later], { status: 'open_now', limit: 20 })).toEqual([open]);
  });

  it('keeps both without a status, ranked, and stops at the limit', () => {
    expect(rankSearchResults([later, open], { limit: 20 })).toEqual([open, later]);
    expect(rankSearchResults([later, open], { limit: 1 })).toEqual([open]);
  });
});
