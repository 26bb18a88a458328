import type { ManagerProduct } from '@tavola/contracts';
import type { Database } from '@tavola/db';
import { notFound } from '../../lib/http-error';
import { copyProduct } from './copy-product.repository';
import type { MenuView } from './menu-view';
import { archiveProductRow, findProduct, updateProduct } from './products.repository';
import { readProduct } from './read-product';

export async function setProductHidden(db: Database, view: MenuView, id: number, hidden: boolean) {
  if (!(await updateProduct(db, view.restaurant.id, id, { active: !hidden })))
    throw notFound('product_not_exist');
}

/** A copy right after the original, hidden until the manager shows it (its name would appear twice). */
export async function duplicateProduct(db: Database, view: MenuView, id: number): Promise<ManagerProduct> {
  const restaurantId = view.restaurant.id;
  const copy = await db.transaction(async (tx) => {
    const original = await findProduct(tx, restaurantId, id);
    if (!original) throw notFound('product_not_exist');
    return copyProduct(tx, restaurantId, original, { active: false, pinned: false });
  });
  return readProduct(db, view, copy.id);
}

/**
 * Decision 037: a deleted product is archived — inactive and out of the back office — so open
 * baskets and past orders keep pointing at it; the basket refuses it at the next add or checkout.
 */
export async function archiveProduct(db: Database, view: MenuView, id: number) {
  if (!(await archiveProductRow(db, view.restaurant.id, id))) throw notFound('product_not_exist');
}
