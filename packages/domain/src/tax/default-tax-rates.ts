import type { RateBasisPoints, TaxCategory, WayOfOrdering } from './tax-kinds';

/** A rate that applies to one category and way of ordering from a date (the restaurant's local date). */
export interface RateRule {
  category: TaxCategory;
  way: WayOfOrdering;
  rate: RateBasisPoints;
  /** YYYY-MM-DD, inclusive */
  from: string;
}

type RateTable = Record<TaxCategory, Record<WayOfOrdering, RateBasisPoints>>;

const onPremise = (food: number, softDrink: number, alcohol: number, other: number) => ({
  food,
  soft_drink: softDrink,
  alcohol,
  other,
});

function table(eatIn: ReturnType<typeof onPremise>, takeAway: ReturnType<typeof onPremise>): RateTable {
  const row = (category: TaxCategory) => ({
    eat_in: eatIn[category],
    table: eatIn[category],
    pickup: takeAway[category],
    delivery: takeAway[category],
  });
  return { food: row('food'), soft_drink: row('soft_drink'), alcohol: row('alcohol'), other: row('other') };
}

/**
 * The rates the product ships per country, each from the date it took effect (decision 084 cites
 * the sources). Germany: restaurant food 19 % eaten in and 7 % taken away until 2025, 7 % either
 * way from 1 January 2026 (§ 12 (2) Nr. 15 UStG); drinks 19 %. Switzerland since 1 January 2024:
 * 8.1 % eaten in and for alcohol, 2.6 % for food and non-alcoholic drinks taken away or delivered
 * (Art. 25 MWSTG).
 */
const shipped: Record<string, readonly { from: string; rates: RateTable }[]> = {
  DE: [
    { from: '2024-01-01', rates: table(onPremise(1900, 1900, 1900, 1900), onPremise(700, 1900, 1900, 1900)) },
    { from: '2026-01-01', rates: table(onPremise(700, 1900, 1900, 1900), onPremise(700, 1900, 1900, 1900)) },
  ],
  CH: [{ from: '2024-01-01', rates: table(onPremise(810, 810, 810, 810), onPremise(260, 260, 810, 810)) }],
};

/** The countries whose rates the product knows; elsewhere the owner enters them. */
export const countriesWithRates = Object.keys(shipped);

/** The shipped rules of a country, as rules; none for a country the product does not know. */
export function defaultRateRules(country: string): RateRule[] {
  return (shipped[country.toUpperCase()] ?? []).flatMap(({ from, rates }) =>
    (Object.keys(rates) as TaxCategory[]).flatMap((category) =>
      (Object.keys(rates[category]) as WayOfOrdering[]).map((way) => ({
        category,
        way,
        rate: rates[category][way],
        from,
      })),
    ),
  );
}
