import type { ProductBody } from '@tavola/contracts';
import type { Database } from '@tavola/db';
import type { DeliveryType } from '@tavola/domain';
import { fieldProblemsError } from '../../lib/http-error';
import { findCategory } from './categories.repository';
import { textsOf } from './menu-texts';
import type { productExtrasOf } from './product-extras';
import { findDepot, type ProductValues } from './products.repository';
import type { OptionGroupWrite } from './replace-option-groups.repository';
import { subcategoriesOf } from './subcategories.repository';

/** The option groups the product editor sends, as the repository writes them. */
export const optionGroupWrites = (body: ProductBody): OptionGroupWrite[] =>
  (body.option_groups ?? []).map((group) => ({
    id: group.id === undefined ? undefined : Number(group.id),
    name: textsOf(group.name),
    min: group.min,
    max: group.max,
    options: group.options.map((option) => ({
      id: option.id === undefined ? undefined : Number(option.id),
      name: textsOf(option.name),
      price: option.price,
      // left out: a saved option keeps its own
      taxCategory: option.tax_category,
    })),
  }));

/** The category, subcategory and deposit a product names: this restaurant's, or a 422 on their field. */
export async function productReferences(db: Database, restaurantId: number, body: ProductBody) {
  const categoryId = Number(body.category_id);
  if (!(await findCategory(db, restaurantId, categoryId)))
    throw fieldProblemsError([{ field: 'category_id', key: 'category_not_exist' }]);
  const subcategoryId = body.subcategory_id == null ? null : Number(body.subcategory_id);
  if (
    subcategoryId !== null &&
    !(await subcategoriesOf(db, restaurantId, categoryId)).some((sub) => sub.id === subcategoryId)
  )
    throw fieldProblemsError([{ field: 'subcategory_id', key: 'menu_subcategory_other_category' }]);
  const depotId = body.depot_id == null ? null : Number(body.depot_id);
  if (depotId !== null && !(await findDepot(db, restaurantId, depotId)))
    throw fieldProblemsError([{ field: 'depot_id', key: 'menu_depot_not_exist' }]);
  return { categoryId, subcategoryId, depotId };
}

/** The product's own columns as the editor sent them; rich text is sanitised on write (decision 003). */
export async function productValues(
  body: ProductBody,
  references: Awaited<ReturnType<typeof productReferences>>,
  extras: Awaited<ReturnType<typeof productExtrasOf>>,
): Promise<ProductValues> {
  // the sanitiser loads only when a text is written
  const { sanitizeLocalized } = await import('@tavola/db/rich-text');
  return {
    ...references,
    name: textsOf(body.name),
    description: sanitizeLocalized(textsOf(body.description)),
    price: body.price,
    minPrice: body.min_price ?? null,
    stock: body.stock,
    allergyCodes: [...new Set(body.allergens ?? [])],
    deliveryTypes: [...new Set(body.delivery_types)] as DeliveryType[],
    // left out: a new product is food (the column's default), a saved one keeps its own
    ...(body.tax_category ? { taxCategory: body.tax_category } : {}),
    pinned: body.pinned ?? false,
    active: !body.hidden,
    askName: body.ask_name ?? false,
    askDate: body.ask_date ?? false,
    endDate: body.end_date ?? null,
    ...(extras.extraTabs ? { extraTabs: extras.extraTabs } : {}),
  };
}
