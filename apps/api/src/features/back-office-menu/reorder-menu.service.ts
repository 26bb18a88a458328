import type { Database } from '@tavola/db';
import { reorderProblems } from '@tavola/domain';
import { fieldProblemsError, notFound } from '../../lib/http-error';
import { findCategory } from './categories.repository';
import { siblingIds, writePositions } from './menu-positions.repository';
import type { MenuView } from './menu-view';

/** Categories, or one category's products, in a new order given as the full list of ids. */
export async function reorder(
  db: Database,
  view: MenuView,
  level: { categories: true } | { categoryId: number },
  ids: readonly number[],
) {
  const restaurantId = view.restaurant.id;
  if ('categoryId' in level && !(await findCategory(db, restaurantId, level.categoryId)))
    throw notFound('category_not_exist');
  await db.transaction(async (tx) => {
    const problems = reorderProblems(ids, await siblingIds(tx, restaurantId, level));
    if (problems.length) throw fieldProblemsError(problems);
    await writePositions(tx, restaurantId, 'categories' in level ? 'categories' : 'products', ids);
  });
}
