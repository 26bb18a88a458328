import type { LocalizedText } from '../localized-text';

/** The message keys (server catalogue) a menu write can be refused with. */
export type MenuProblemKey =
  | 'menu_name_required'
  | 'menu_option_min_max'
  | 'menu_option_max_options'
  | 'menu_reorder_ids'
  | 'menu_package_self'
  | 'menu_package_duplicate';

export interface MenuProblem {
  field: string;
  key: MenuProblemKey;
}

/**
 * A category's or product's name must exist in the restaurant's own language: that is the
 * text every other language falls back to (decision 002), so without it a guest could see an
 * empty card.
 */
export function menuNameProblems(
  name: LocalizedText,
  restaurantLanguage: string,
  field = 'name',
): MenuProblem[] {
  return name[restaurantLanguage]?.trim()
    ? []
    : [{ field: `${field}.${restaurantLanguage}`, key: 'menu_name_required' }];
}

export interface OptionGroupDraft {
  name: LocalizedText;
  min: number;
  /** null = as many as there are options */
  max: number | null;
  options: readonly { name: LocalizedText }[];
}

/**
 * SPEC §6 options dialog: a guest must be able to meet a group's minimum and not exceed its
 * maximum. So min ≤ max, and neither is more than the options offered; every group and every
 * option is named in the restaurant's language.
 */
export function optionGroupProblems(
  groups: readonly OptionGroupDraft[],
  restaurantLanguage: string,
): MenuProblem[] {
  return groups.flatMap((group, index) => {
    const at = `option_groups.${index}`;
    const problems = [
      ...menuNameProblems(group.name, restaurantLanguage, `${at}.name`),
      ...group.options.flatMap((option, optionIndex) =>
        menuNameProblems(option.name, restaurantLanguage, `${at}.options.${optionIndex}.name`),
      ),
    ];
    if (group.max !== null && group.min > group.max)
      problems.push({ field: `${at}.min`, key: 'menu_option_min_max' });
    else if (group.max !== null && group.max > group.options.length)
      problems.push({ field: `${at}.max`, key: 'menu_option_max_options' });
    else if (group.min > group.options.length)
      problems.push({ field: `${at}.min`, key: 'menu_option_max_options' });
    return problems;
  });
}

/**
 * A new order of rows among their siblings: the list must name each sibling exactly once
 * (no row of another parent or restaurant, none left out, none twice). Positions are the
 * list's indexes.
 */
export function reorderProblems(ids: readonly number[], siblingIds: readonly number[]): MenuProblem[] {
  const siblings = new Set(siblingIds);
  const named = new Set(ids);
  const exact =
    named.size === ids.length && ids.length === siblings.size && ids.every((id) => siblings.has(id));
  return exact ? [] : [{ field: 'ids', key: 'menu_reorder_ids' }];
}

export interface PackageStepDraft {
  name: LocalizedText;
  min: number;
  max: number;
  choices: readonly { productId: number; multiple: boolean }[];
}

/**
 * SPEC §6 package steps: a guest picks between min and max products in each step (repeats
 * count where a choice allows multiples). So min ≤ max; without multiples, max is at most the
 * choices offered; a step offers a product once, and a set menu cannot offer itself.
 */
export function packageStepProblems(
  steps: readonly PackageStepDraft[],
  restaurantLanguage: string,
  setMenuId: number | undefined,
): MenuProblem[] {
  return steps.flatMap((step, index) => {
    const at = `steps.${index}`;
    const problems = menuNameProblems(step.name, restaurantLanguage, `${at}.name`);
    if (step.min > step.max) problems.push({ field: `${at}.min`, key: 'menu_option_min_max' });
    else if (!step.choices.some((choice) => choice.multiple) && step.max > step.choices.length)
      problems.push({ field: `${at}.max`, key: 'menu_option_max_options' });
    const seen = new Set<number>();
    step.choices.forEach((choice, choiceIndex) => {
      const field = `${at}.choices.${choiceIndex}.product_id`;
      if (choice.productId === setMenuId) problems.push({ field, key: 'menu_package_self' });
      else if (seen.has(choice.productId)) problems.push({ field, key: 'menu_package_duplicate' });
      seen.add(choice.productId);
    });
    return problems;
  });
}
