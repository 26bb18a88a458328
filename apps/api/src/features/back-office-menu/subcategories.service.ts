import type { SubcategoryBody } from '@tavola/contracts';
import type { Database } from '@tavola/db';
import { menuNameProblems } from '@tavola/domain';
import { fieldProblemsError, notFound } from '../../lib/http-error';
import { restaurantLocale } from '../restaurants';
import { findCategory } from './categories.repository';
import { textsDto, textsOf } from './menu-texts';
import { type MenuView, menuLabel } from './menu-view';
import {
  deleteSubcategory,
  insertSubcategory,
  subcategoryExists,
  updateSubcategory,
} from './subcategories.repository';

/** A subcategory of one of this restaurant's categories; moving it moves its products' section with it. */
export async function saveSubcategory(db: Database, view: MenuView, body: SubcategoryBody, id?: number) {
  const restaurantId = view.restaurant.id;
  const name = textsOf(body.name);
  const problems = menuNameProblems(name, restaurantLocale(view.restaurant));
  if (problems.length) throw fieldProblemsError(problems);
  const categoryId = Number(body.category_id);
  if (!(await findCategory(db, restaurantId, categoryId)))
    throw fieldProblemsError([{ field: 'category_id', key: 'category_not_exist' }]);
  const values = { categoryId, name };
  const row =
    id === undefined
      ? await insertSubcategory(db, restaurantId, values)
      : await updateSubcategory(db, restaurantId, id, values);
  if (!row) {
    // a subcategory stays in its category (its products would be left in another one)
    if (id !== undefined && (await subcategoryExists(db, restaurantId, id)))
      throw fieldProblemsError([{ field: 'category_id', key: 'menu_subcategory_other_category' }]);
    throw notFound('category_not_exist');
  }
  return {
    id: row.id,
    category_id: row.categoryId,
    label: menuLabel(view, row.name),
    name: textsDto(row.name),
  };
}

export async function removeSubcategory(db: Database, view: MenuView, id: number) {
  if (!(await deleteSubcategory(db, view.restaurant.id, id))) throw notFound('category_not_exist');
}
