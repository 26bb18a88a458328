import type { ManagerProduct, PackageStepsBody } from '@tavola/contracts';
import type { Database } from '@tavola/db';
import { packageStepProblems } from '@tavola/domain';
import { fieldProblemsError, notFound } from '../../lib/http-error';
import { restaurantLocale } from '../restaurants';
import { textsOf } from './menu-texts';
import type { MenuView } from './menu-view';
import { replacePackageSteps } from './package-steps.repository';
import { findProduct, keptProductIds } from './products.repository';
import { readProduct } from './read-product';

/**
 * A set menu's steps (SPEC §3 package steps), replaced whole in one transaction; every product
 * offered must be one of this restaurant's (422 on its field). No steps: an ordinary product again.
 */
export async function savePackageSteps(
  db: Database,
  view: MenuView,
  body: PackageStepsBody,
): Promise<ManagerProduct> {
  const restaurantId = view.restaurant.id;
  const id = Number(body.id);
  const steps = body.steps.map((step) => ({
    id: step.id === undefined ? undefined : Number(step.id),
    name: textsOf(step.name),
    question: textsOf(step.question),
    min: step.min,
    max: step.max,
    choices: step.choices.map((choice) => ({
      productId: Number(choice.product_id),
      price: choice.price,
      multiple: choice.multiple ?? false,
    })),
  }));
  if (!(await findProduct(db, restaurantId, id))) throw notFound('product_not_exist');
  const problems = packageStepProblems(steps, restaurantLocale(view.restaurant), id);
  if (problems.length) throw fieldProblemsError(problems);
  const known = await keptProductIds(
    db,
    restaurantId,
    steps.flatMap((step) => step.choices.map((choice) => choice.productId)),
  );
  for (const [index, step] of steps.entries())
    for (const [choiceIndex, choice] of step.choices.entries())
      if (!known.has(choice.productId))
        throw fieldProblemsError([
          { field: `steps.${index}.choices.${choiceIndex}.product_id`, key: 'product_not_exist' },
        ]);
  await db.transaction(async (tx) => {
    const refused = await replacePackageSteps(tx, restaurantId, id, steps);
    if (refused) throw fieldProblemsError([{ field: refused.field, key: 'field_one_of' }]);
  });
  return readProduct(db, view, id);
}
