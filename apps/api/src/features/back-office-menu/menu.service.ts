import type { ManagerMenu } from '@tavola/contracts';
import type { Database } from '@tavola/db';
import { restaurantLocale } from '../restaurants';
import { categoryDto } from './category-dto';
import { menuOf } from './menu.repository';
import { type MenuView, menuLabel } from './menu-view';

/** The whole menu as the back office lists it: hidden rows too, archived products not. */
export async function readMenu(db: Database, view: MenuView): Promise<ManagerMenu> {
  const { restaurant } = view;
  const { categoryRows, subcategoryRows, productRows, depotRows, groupCounts } = await menuOf(
    db,
    restaurant.id,
  );
  return {
    currency: restaurant.currency,
    language: restaurantLocale(restaurant),
    categories: categoryRows.map((row) =>
      categoryDto(
        view,
        row,
        subcategoryRows.filter((sub) => sub.categoryId === row.id),
      ),
    ),
    products: productRows.map((row) => ({
      id: row.id,
      category_id: row.categoryId,
      label: menuLabel(view, row.name),
      price: row.price,
      stock: row.stock,
      position: row.priority,
      hidden: !row.active,
      pinned: row.pinned,
      option_groups: groupCounts.find((entry) => entry.productId === row.id)?.groups ?? 0,
    })),
    depots: depotRows.map((row) => ({ id: row.id, label: menuLabel(view, row.name), price: row.price })),
  };
}
