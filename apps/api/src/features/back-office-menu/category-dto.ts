import type { ManagerCategory } from '@tavola/contracts';
import { mediaUrl } from '../../lib/media-url';
import type { CategoryRow } from './categories.repository';
import { textsDto } from './menu-texts';
import { type MenuView, menuLabel } from './menu-view';
import type { SubcategoryRow } from './subcategories.repository';

/** A category as the back office shows it, with its subcategories (given in their order). */
export function categoryDto(
  view: MenuView,
  row: CategoryRow,
  subcategories: readonly SubcategoryRow[],
): ManagerCategory {
  return {
    id: row.id,
    name: textsDto(row.name),
    description: textsDto(row.description),
    label: menuLabel(view, row.name),
    position: row.priority,
    hidden: !row.active,
    is_extra: row.isExtra,
    image: mediaUrl(row.imageId),
    subcategories: subcategories.map((sub) => ({
      id: sub.id,
      label: menuLabel(view, sub.name),
      name: textsDto(sub.name),
    })),
  };
}
