import type { Database } from '@tavola/db';
import { checkPackageSelection, type PackageSelection, resolveText } from '@tavola/domain';
import { restaurantLocale } from '../restaurants';
import { type findPackageRules, findProductsWithRules } from './basket.repository';
import type { BasketCaller } from './basket-caller';
import { type FieldProblem, invalidField } from './invalid-field';

/** A product chosen in one step of a package (`productPackage`: the step's choice id). */
export type PackageItem = { productId: number; productPackage: number; quantity: number };

/** Per step of the package, how many of each choice. */
export type ChoicesPerStep = Record<number, Record<number, number>>;

/**
 * The package's choices sorted into its steps, each step within its min and max and each choice
 * taken more than once only where allowed; else a 422 under `productItems` naming the step or the
 * product at fault.
 */
export async function checkPackageChoices(
  caller: BasketCaller,
  tx: Database,
  steps: Awaited<ReturnType<typeof findPackageRules>>,
  items: readonly PackageItem[],
): Promise<ChoicesPerStep> {
  const fallback = restaurantLocale(caller.restaurant);
  const selection: ChoicesPerStep = {};
  for (const item of items) {
    const owner = steps.find(({ choices }) =>
      choices.some((choice) => choice.id === item.productPackage && choice.productId === item.productId),
    );
    if (!owner) throw invalidField('productItems', [{ key: 'package_choice_invalid' }]);
    const step = selection[owner.step.id] ?? {};
    step[item.productPackage] = (step[item.productPackage] ?? 0) + item.quantity;
    selection[owner.step.id] = step;
  }
  const rules = steps.map(({ step, choices }) => ({
    id: step.id,
    min: step.min,
    max: step.max,
    choices: choices.map((choice) => ({ id: choice.id, isMultipleAllowed: choice.isMultipleAllowed })),
  }));
  const problems = checkPackageSelection(rules, selection as PackageSelection);
  if (problems.length === 0) return selection;
  const chosenProducts = await findProductsWithRules(
    tx,
    caller.restaurant.id,
    items.map((item) => item.productId),
  );
  throw invalidField(
    'productItems',
    problems.map((problem): FieldProblem => {
      const step = resolveText(
        steps.find((s) => s.step.id === problem.stepId)?.step.name,
        caller.locale,
        fallback,
      );
      if (problem.kind === 'below_minimum')
        return { key: 'package_step_minimum', params: { count: problem.min, step } };
      if (problem.kind === 'above_maximum')
        return { key: 'package_step_maximum', params: { count: problem.max, step } };
      if (problem.kind === 'not_multiple') {
        const choice = items.find((item) => item.productPackage === problem.choiceId);
        const name = resolveText(chosenProducts.get(choice?.productId ?? 0)?.name, caller.locale, fallback);
        return { key: 'package_choice_not_multiple', params: { name } };
      }
      return { key: 'package_choice_invalid' };
    }),
  );
}
