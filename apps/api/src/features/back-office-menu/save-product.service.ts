import type { ManagerProduct, ProductBody } from '@tavola/contracts';
import type { Database } from '@tavola/db';
import { menuNameProblems, optionGroupProblems } from '@tavola/domain';
import { fieldProblemsError, notFound } from '../../lib/http-error';
import { restaurantLocale } from '../restaurants';
import { siblingIds, writePositions } from './menu-positions.repository';
import { textsOf } from './menu-texts';
import type { MenuView } from './menu-view';
import { optionGroupWrites, productReferences, productValues } from './product-body';
import { productExtrasOf } from './product-extras';
import { replaceHappyHours } from './product-extras.repository';
import { findProduct, insertProduct, type ProductValues, updateProduct } from './products.repository';
import { readProduct } from './read-product';
import { replaceOptionGroups } from './replace-option-groups.repository';

/**
 * A new product or the changes to one, with its option groups, in one transaction. The
 * category, subcategory and deposit must be this restaurant's (422 on their fields).
 */
export async function saveProduct(
  db: Database,
  view: MenuView,
  body: ProductBody,
  id?: number,
): Promise<ManagerProduct> {
  const restaurantId = view.restaurant.id;
  const language = restaurantLocale(view.restaurant);
  const groups = optionGroupWrites(body);
  const extras = await productExtrasOf(body, language);
  const problems = [
    ...menuNameProblems(textsOf(body.name), language),
    ...optionGroupProblems(groups, language),
    ...extras.problems,
  ];
  if (problems.length) throw fieldProblemsError(problems);
  const values = await productValues(body, await productReferences(db, restaurantId, body), extras);

  const saved = await db.transaction(async (tx) => {
    const row =
      id === undefined
        ? await insertProduct(tx, restaurantId, values)
        : await updateKeepingOrder(tx, restaurantId, id, values);
    const refused = await replaceOptionGroups(tx, restaurantId, row!.id, groups);
    if (refused) throw fieldProblemsError([{ field: refused.field, key: 'field_one_of' }]);
    if (extras.happyHours) await replaceHappyHours(tx, restaurantId, row!.id, extras.happyHours);
    return row!;
  });
  return readProduct(db, view, saved.id);
}

/** A product moved to another category goes last there. */
async function updateKeepingOrder(tx: Database, restaurantId: number, id: number, values: ProductValues) {
  const before = await findProduct(tx, restaurantId, id);
  if (!before) throw notFound('product_not_exist');
  const saved = await updateProduct(tx, restaurantId, id, values);
  if (before.categoryId !== values.categoryId) {
    const siblings = await siblingIds(tx, restaurantId, { categoryId: values.categoryId });
    await writePositions(tx, restaurantId, 'products', [...siblings.filter((each) => each !== id), id]);
  }
  return saved;
}
