import { defaultRateRules, type RateRule } from './default-tax-rates';
import type { RateBasisPoints, TaxCategory, WayOfOrdering } from './tax-kinds';

/**
 * The rate of a category and way of ordering on a date: of the country's shipped rules and the
 * owner's own, the one that started last on or before that date wins (an owner's change applies
 * until the law changes again, and a change the owner enters later wins over that). No rule: 0.
 */
export function taxRateOn(
  rules: readonly RateRule[],
  category: TaxCategory,
  way: WayOfOrdering,
  date: string,
): RateBasisPoints {
  let found: RateRule | undefined;
  for (const rule of rules) {
    if (rule.category !== category || rule.way !== way || rule.from > date) continue;
    // ties on the date: the later rule in the list (the owner's come after the country's) wins
    if (!found || rule.from >= found.from) found = rule;
  }
  return found?.rate ?? 0;
}

/** The rules that apply to a restaurant: its country's, then the owner's (which win a tie). */
export const restaurantRateRules = (country: string, ownerRules: readonly RateRule[]): RateRule[] => [
  ...defaultRateRules(country),
  ...[...ownerRules].sort((a, b) => a.from.localeCompare(b.from)),
];
