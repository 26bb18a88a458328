import type { Database } from '@tavola/db';
import { textsDto } from './menu-texts';
import type { MenuView } from './menu-view';
import { type OptionGroupRows, restaurantOptionGroups } from './option-groups.repository';

/** An option group as the product editor reads it, its options at the prices a product charges. */
export const optionGroupDto = ({ group, options }: OptionGroupRows) => ({
  id: group.id,
  name: textsDto(group.name),
  min: group.minimumValue,
  max: group.maximumValue,
  options: options.map(({ item, price }) => ({
    id: item.id,
    name: textsDto(item.name),
    price,
    tax_category: item.taxCategory,
  })),
});

/** Issue 34: the restaurant's option groups, for the product editor to offer one again. */
export async function listOptionGroups(db: Database, view: MenuView) {
  const groups = await restaurantOptionGroups(db, view.restaurant.id);
  return groups.map((entry) => ({ ...optionGroupDto(entry), products: entry.products }));
}
