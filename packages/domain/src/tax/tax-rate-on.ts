import { defaultRateRules, type RateRule } from './default-tax-rates';
import type { RateBasisPoints, TaxCategory, WayOfOrdering } from './tax-kinds';

/**
 * The rule for a category and way of ordering on a date: of the country's shipped rules and the
 * owner's own, the one that started last on or before that date wins (an owner's change applies
 * until the law changes again, and a change the owner enters later wins over that). On a tie on
 * the date, the later rule in the list (the owner's come after the country's).
 */
export function ruleOn<Rule extends RateRule>(
  rules: readonly Rule[],
  category: TaxCategory,
  way: WayOfOrdering,
  date: string,
): Rule | undefined {
  let found: Rule | undefined;
  for (const rule of rules) {
    if (rule.category !== category || rule.way !== way || rule.from > date) continue;
    if (!found || rule.from >= found.from) found = rule;
  }
  return found;
}

/** The rate of a category and way of ordering on a date; no rule: 0. */
export const taxRateOn = (
  rules: readonly RateRule[],
  category: TaxCategory,
  way: WayOfOrdering,
  date: string,
): RateBasisPoints => ruleOn(rules, category, way, date)?.rate ?? 0;

/** The rules that apply to a restaurant: its country's, then the owner's (which win a tie). */
export const restaurantRateRules = (country: string, ownerRules: readonly RateRule[]): RateRule[] => [
  ...defaultRateRules(country),
  ...[...ownerRules].sort((a, b) => a.from.localeCompare(b.from)),
];
