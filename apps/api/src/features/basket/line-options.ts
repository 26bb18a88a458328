import {
  type AttributeGroupRule,
  type AttributeSelection,
  checkAttributeSelection,
  resolveText,
} from '@tavola/domain';
import type { Locale } from '@tavola/i18n';
import { restaurantLocale } from '../restaurants';
import type { ProductWithRules } from './basket.repository';
import type { BasketCaller } from './basket-caller';
import { type FieldProblem, invalidField } from './invalid-field';

/** An option chosen for a line: the product's option (pivot id) and how often it is taken. */
export type OptionChoice = { id: number; quantity: number };

/** The product's option groups as rules, and the choice as a selection per group (pivot ids). */
export function optionRules(product: ProductWithRules) {
  const pivots = product.options;
  const groups = new Map<number, AttributeGroupRule & { name: Record<string, string> }>();
  for (const pivot of pivots) {
    const group = groups.get(pivot.group.id) ?? {
      id: pivot.group.id,
      minimumValue: pivot.group.minimumValue,
      maximumValue: pivot.group.maximumValue,
      isMultiSelect: pivot.group.isMultiSelect,
      itemIds: [],
      name: pivot.group.name,
    };
    group.itemIds = [...group.itemIds, pivot.pivotId];
    groups.set(pivot.group.id, group);
  }
  return { pivots, groups: [...groups.values()] };
}

type OptionRules = ReturnType<typeof optionRules>;

/** The choice as the product's option rules read it: per group, each option as often as taken. */
function optionProblems(rules: OptionRules, chosen: readonly OptionChoice[]) {
  const selection: Record<number, number[]> = {};
  for (const choice of chosen) {
    const pivot = rules.pivots.find((entry) => entry.pivotId === choice.id)!;
    // an option taken twice counts twice towards its group's maximum (one for single-select groups)
    const repeated = Array.from({ length: choice.quantity }, () => choice.id);
    selection[pivot.group.id] = [...(selection[pivot.group.id] ?? []), ...repeated];
  }
  return checkAttributeSelection(rules.groups, selection as AttributeSelection);
}

/**
 * What a basket line's options no longer satisfy (the rules may have changed since the line was
 * added, or an option left the menu): an option gone, or the group whose rule it breaks, by its
 * name. create-order refuses such a line, as basket/add does (server authority, SPEC §5).
 */
export function lineOptionsProblem(
  product: ProductWithRules,
  chosen: readonly OptionChoice[],
  text: { locale: Locale; fallback: Locale },
): { gone: true } | { group: string } | undefined {
  const rules = optionRules(product);
  if (chosen.some((choice) => !rules.pivots.some((pivot) => pivot.pivotId === choice.id)))
    return { gone: true };
  const [problem] = optionProblems(rules, chosen);
  if (!problem) return undefined;
  const group = rules.groups.find((entry) => entry.id === problem.groupId);
  return { group: resolveText(group?.name, text.locale, text.fallback) };
}

/** A 422 under `attributeItems` for an option the product lacks, or each group whose rule the choice breaks. */
export function checkOptions(caller: BasketCaller, rules: OptionRules, chosen: readonly OptionChoice[]) {
  const fallback = restaurantLocale(caller.restaurant);
  const unknown = chosen.filter((choice) => !rules.pivots.some((pivot) => pivot.pivotId === choice.id));
  if (unknown.length) throw invalidField('attributeItems', [{ key: 'attribute_item_invalid' }]);
  const problems = optionProblems(rules, chosen);
  if (problems.length === 0) return;
  throw invalidField(
    'attributeItems',
    problems.map((problem): FieldProblem => {
      const group = resolveText(
        rules.groups.find((g) => g.id === problem.groupId)?.name,
        caller.locale,
        fallback,
      );
      if (problem.kind === 'below_minimum')
        return { key: 'attribute_minimum', params: { count: problem.minimum, group } };
      if (problem.kind === 'above_maximum')
        return { key: 'attribute_maximum', params: { count: problem.maximum, group } };
      return { key: 'attribute_item_invalid' };
    }),
  );
}
