import type { TaxOverview } from '@tavola/contracts';
import type { Database } from '@tavola/db';
import {
  countriesWithRates,
  defaultRateRules,
  type RateRule,
  ratePercent,
  ruleOn,
  taxCategories,
  toLocalMoment,
  waysOfOrdering,
} from '@tavola/domain';
import type { RestaurantRow } from '../restaurants';
import { ownTaxRates } from './tax-rates.repository';

type Sourced = RateRule & { source: 'country' | 'owner' };
const shown = (rule: Sourced) => ({ ...rule, rate: ratePercent(rule.rate) });

/**
 * What the back office shows of a restaurant's VAT (decision 084): the rate of each category
 * and way today with where it comes from, the rules still to come, and the owner's own.
 */
export async function taxOverview(
  db: Database,
  restaurant: RestaurantRow,
  now: number,
): Promise<TaxOverview> {
  const today = toLocalMoment(now, restaurant.timeZone).date;
  const own = await ownTaxRates(db, restaurant.id);
  const rules: Sourced[] = [
    ...defaultRateRules(restaurant.country).map((rule) => ({ ...rule, source: 'country' as const })),
    ...own.map(({ category, way, rate, validFrom }) => ({
      category,
      way,
      rate,
      from: validFrom,
      source: 'owner' as const,
    })),
  ];
  const current = taxCategories.flatMap((category) =>
    waysOfOrdering.flatMap((way) => {
      const rule = ruleOn(rules, category, way, today);
      return rule ? [shown(rule)] : [];
    }),
  );
  return {
    country: restaurant.country,
    country_known: countriesWithRates.includes(restaurant.country.toUpperCase()),
    today,
    current,
    upcoming: rules.filter((rule) => rule.from > today).map(shown),
    own: own.map(({ id, category, way, rate, validFrom }) => ({
      id,
      category,
      way,
      rate: ratePercent(rate),
      valid_from: validFrom,
    })),
  };
}
