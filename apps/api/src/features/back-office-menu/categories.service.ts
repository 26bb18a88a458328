import type { CategoryBody, ManagerCategory } from '@tavola/contracts';
import type { Database } from '@tavola/db';
import { menuNameProblems } from '@tavola/domain';
import { fieldProblemsError, notFound } from '../../lib/http-error';
import { restaurantLocale } from '../restaurants';
import { insertCategory, updateCategory } from './categories.repository';
import { categoryDto } from './category-dto';
import { textsOf } from './menu-texts';
import type { MenuView } from './menu-view';
import { subcategoriesOf } from './subcategories.repository';

export async function saveCategory(
  db: Database,
  view: MenuView,
  body: CategoryBody,
  id?: number,
): Promise<ManagerCategory> {
  const name = textsOf(body.name);
  const problems = menuNameProblems(name, restaurantLocale(view.restaurant));
  if (problems.length) throw fieldProblemsError(problems);
  const values = {
    name,
    description: textsOf(body.description),
    active: !body.hidden,
    isExtra: body.is_extra ?? false,
  };
  const row =
    id === undefined
      ? await insertCategory(db, view.restaurant.id, values)
      : await updateCategory(db, view.restaurant.id, id, values);
  if (!row) throw notFound('category_not_exist');
  return categoryDto(view, row, await subcategoriesOf(db, view.restaurant.id, row.id));
}

export async function setCategoryHidden(db: Database, view: MenuView, id: number, hidden: boolean) {
  if (!(await updateCategory(db, view.restaurant.id, id, { active: !hidden })))
    throw notFound('category_not_exist');
}
