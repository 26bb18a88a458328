import type {
  CategoryBody,
  ManagerCategory,
  ManagerMenu,
  ManagerProduct,
  PackageStepsBody,
  ProductBody,
  SubcategoryBody,
} from '@tavola/contracts';
import type { Database } from '@tavola/db';
import {
  type DeliveryType,
  type LocalizedText,
  menuNameProblems,
  optionGroupProblems,
  packageStepProblems,
  reorderProblems,
  resolveText,
} from '@tavola/domain';
import type { ServerMessageKey } from '@tavola/i18n';
import type { Locale } from '@tavola/i18n/locales';
import { fieldProblemsError, HttpError, notFound } from '../../lib/http-error';
import { mediaUrl } from '../../lib/media-url';
import { type RestaurantRow, restaurantLocale } from '../restaurants';
import {
  archiveProductRow,
  type CategoryRow,
  copyProduct,
  deleteSubcategory,
  findCategory,
  findDepot,
  findProduct,
  insertCategory,
  insertProduct,
  insertSubcategory,
  keptProductIds,
  menuOf,
  optionGroupsOf,
  type ProductRow,
  type ProductValues,
  packageStepsOf,
  replaceOptionGroups,
  replacePackageSteps,
  restaurantOptionGroups,
  siblingIds,
  subcategoriesOf,
  subcategoryExists,
  updateCategory,
  updateProduct,
  updateSubcategory,
  writePositions,
} from './menu.repository';
import { textsDto, textsOf } from './menu-texts';
import { productExtrasOf } from './product-extras';
import { happyHoursOf, replaceHappyHours } from './product-extras.repository';

/** the restaurant a manager acts on and the language they read */
export interface MenuView {
  restaurant: RestaurantRow;
  locale: Locale;
}

type Transaction = (tx: Database) => Promise<void>;
const inTransaction = (db: Database, work: Transaction) =>
  db.transaction(async (transaction) => work(transaction));

const fieldError = (field: string, key: ServerMessageKey) =>
  new HttpError(422, key, { field }, { [field]: [{ key, params: { field } }] });

function label(view: MenuView, text: LocalizedText | null) {
  return resolveText(text, view.locale, restaurantLocale(view.restaurant));
}

async function categoryDto(db: Database, view: MenuView, row: CategoryRow): Promise<ManagerCategory> {
  const subs = await subcategoriesOf(db, view.restaurant.id, row.id);
  return {
    id: row.id,
    name: textsDto(row.name),
    description: textsDto(row.description),
    label: label(view, row.name),
    position: row.priority,
    hidden: !row.active,
    is_extra: row.isExtra,
    image: mediaUrl(row.imageId),
    subcategories: subs.map((sub) => ({
      id: sub.id,
      label: label(view, sub.name),
      name: textsDto(sub.name),
    })),
  };
}

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
    categories: categoryRows.map((row) => ({
      id: row.id,
      name: textsDto(row.name),
      description: textsDto(row.description),
      label: label(view, row.name),
      position: row.priority,
      hidden: !row.active,
      is_extra: row.isExtra,
      image: mediaUrl(row.imageId),
      subcategories: subcategoryRows
        .filter((sub) => sub.categoryId === row.id)
        .map((sub) => ({ id: sub.id, label: label(view, sub.name), name: textsDto(sub.name) })),
    })),
    products: productRows.map((row) => ({
      id: row.id,
      category_id: row.categoryId,
      label: label(view, row.name),
      price: row.price,
      stock: row.stock,
      position: row.priority,
      hidden: !row.active,
      pinned: row.pinned,
      option_groups: groupCounts.find((entry) => entry.productId === row.id)?.groups ?? 0,
    })),
    depots: depotRows.map((row) => ({ id: row.id, label: label(view, row.name), price: row.price })),
  };
}

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
  return categoryDto(db, view, row);
}

export async function readProduct(db: Database, view: MenuView, id: number): Promise<ManagerProduct> {
  const row = await findProduct(db, view.restaurant.id, id);
  if (!row) throw notFound('product_not_exist');
  return productDto(db, view, row);
}

async function productDto(db: Database, view: MenuView, row: ProductRow): Promise<ManagerProduct> {
  const [groups, steps, hours] = await Promise.all([
    optionGroupsOf(db, view.restaurant.id, row.id),
    packageStepsOf(db, view.restaurant.id, row.id),
    happyHoursOf(db, view.restaurant.id, row.id),
  ]);
  return {
    id: row.id,
    category_id: row.categoryId,
    subcategory_id: row.subcategoryId,
    name: textsDto(row.name),
    description: textsDto(row.description),
    price: row.price,
    min_price: row.minPrice,
    depot_id: row.depotId,
    stock: row.stock,
    allergens: row.allergyCodes,
    delivery_types: row.deliveryTypes,
    pinned: row.pinned,
    hidden: !row.active,
    ask_name: row.askName,
    ask_date: row.askDate,
    end_date: row.endDate,
    position: row.priority,
    image: mediaUrl(row.imageId),
    is_package: row.isPackage,
    package_steps: steps.map(({ step, choices }) => ({
      id: step.id,
      name: textsDto(step.name),
      question: textsDto(step.question),
      min: step.min,
      max: step.max,
      choices: choices.map(({ choice, name }) => ({
        product_id: choice.productId,
        label: label(view, name),
        price: choice.price,
        multiple: choice.isMultipleAllowed,
      })),
    })),
    option_groups: groups.map(({ group, options }) => ({
      id: group.id,
      name: textsDto(group.name),
      min: group.minimumValue,
      max: group.maximumValue,
      options: options.map(({ item, price }) => ({ id: item.id, name: textsDto(item.name), price })),
    })),
    happy_hours: hours.map((hour) => ({
      weekday: hour.weekday,
      start_date: hour.startDate,
      end_date: hour.endDate,
      start_time: hour.startTime,
      end_time: hour.endTime,
    })),
    extra_tabs: row.extraTabs.map((tab) => ({
      id: tab.id,
      title: textsDto(tab.title),
      content: textsDto(tab.content),
    })),
  };
}

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
  const name = textsOf(body.name);
  const groups = (body.option_groups ?? []).map((group) => ({
    id: group.id === undefined ? undefined : Number(group.id),
    name: textsOf(group.name),
    min: group.min,
    max: group.max,
    options: group.options.map((option) => ({
      id: option.id === undefined ? undefined : Number(option.id),
      name: textsOf(option.name),
      price: option.price,
    })),
  }));
  const extras = await productExtrasOf(body, language);
  const problems = [
    ...menuNameProblems(name, language),
    ...optionGroupProblems(groups, language),
    ...extras.problems,
  ];
  if (problems.length) throw fieldProblemsError(problems);

  const categoryId = Number(body.category_id);
  if (!(await findCategory(db, restaurantId, categoryId)))
    throw fieldError('category_id', 'category_not_exist');
  const subcategoryId = body.subcategory_id == null ? null : Number(body.subcategory_id);
  if (
    subcategoryId !== null &&
    !(await subcategoriesOf(db, restaurantId, categoryId)).some((sub) => sub.id === subcategoryId)
  )
    throw fieldError('subcategory_id', 'menu_subcategory_other_category');
  const depotId = body.depot_id == null ? null : Number(body.depot_id);
  if (depotId !== null && !(await findDepot(db, restaurantId, depotId)))
    throw fieldError('depot_id', 'menu_depot_not_exist');

  // rich text is sanitised on write (decision 003); the sanitiser loads only when a text is written
  const { sanitizeLocalized } = await import('@tavola/db/rich-text');
  const values: ProductValues = {
    categoryId,
    subcategoryId,
    name,
    description: sanitizeLocalized(textsOf(body.description)),
    price: body.price,
    minPrice: body.min_price ?? null,
    depotId,
    stock: body.stock,
    allergyCodes: [...new Set(body.allergens ?? [])],
    deliveryTypes: [...new Set(body.delivery_types)] as DeliveryType[],
    pinned: body.pinned ?? false,
    active: !body.hidden,
    askName: body.ask_name ?? false,
    askDate: body.ask_date ?? false,
    endDate: body.end_date ?? null,
    ...(extras.extraTabs ? { extraTabs: extras.extraTabs } : {}),
  };

  let saved: ProductRow | undefined;
  await inTransaction(db, async (tx) => {
    if (id === undefined) saved = await insertProduct(tx, restaurantId, values);
    else {
      const before = await findProduct(tx, restaurantId, id);
      if (!before) throw notFound('product_not_exist');
      // a product moved to another category goes last there
      const moved = before.categoryId !== categoryId;
      saved = await updateProduct(tx, restaurantId, id, values);
      if (moved) {
        const siblings = await siblingIds(tx, restaurantId, { categoryId });
        await writePositions(tx, restaurantId, 'products', [...siblings.filter((each) => each !== id), id]);
      }
    }
    const refused = await replaceOptionGroups(tx, restaurantId, saved!.id, groups);
    if (refused) throw fieldError(refused.field, 'field_one_of');
    if (extras.happyHours) await replaceHappyHours(tx, restaurantId, saved!.id, extras.happyHours);
  });
  return readProduct(db, view, saved!.id);
}

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
  await inTransaction(db, async (tx) => {
    const problems = reorderProblems(ids, await siblingIds(tx, restaurantId, level));
    if (problems.length) throw fieldProblemsError(problems);
    await writePositions(tx, restaurantId, 'categories' in level ? 'categories' : 'products', ids);
  });
}

export async function setCategoryHidden(db: Database, view: MenuView, id: number, hidden: boolean) {
  if (!(await updateCategory(db, view.restaurant.id, id, { active: !hidden })))
    throw notFound('category_not_exist');
}

export async function setProductHidden(db: Database, view: MenuView, id: number, hidden: boolean) {
  if (!(await updateProduct(db, view.restaurant.id, id, { active: !hidden })))
    throw notFound('product_not_exist');
}

/** A copy right after the original, hidden until the manager shows it (its name would appear twice). */
export async function duplicateProduct(db: Database, view: MenuView, id: number): Promise<ManagerProduct> {
  const restaurantId = view.restaurant.id;
  let copy: ProductRow | undefined;
  await inTransaction(db, async (tx) => {
    const original = await findProduct(tx, restaurantId, id);
    if (!original) throw notFound('product_not_exist');
    copy = await copyProduct(tx, restaurantId, original, { active: false, pinned: false });
  });
  return readProduct(db, view, copy!.id);
}

/**
 * Decision 037: a deleted product is archived — inactive and out of the back office — so open
 * baskets and past orders keep pointing at it; the basket refuses it at the next add or checkout.
 */
export async function archiveProduct(db: Database, view: MenuView, id: number) {
  if (!(await archiveProductRow(db, view.restaurant.id, id))) throw notFound('product_not_exist');
}

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
        throw fieldError(`steps.${index}.choices.${choiceIndex}.product_id`, 'product_not_exist');
  await inTransaction(db, async (tx) => {
    const refused = await replacePackageSteps(tx, restaurantId, id, steps);
    if (refused) throw fieldError(refused.field, 'field_one_of');
  });
  return readProduct(db, view, id);
}

/** A subcategory of one of this restaurant's categories; moving it moves its products' section with it. */
export async function saveSubcategory(db: Database, view: MenuView, body: SubcategoryBody, id?: number) {
  const restaurantId = view.restaurant.id;
  const name = textsOf(body.name);
  const problems = menuNameProblems(name, restaurantLocale(view.restaurant));
  if (problems.length) throw fieldProblemsError(problems);
  const categoryId = Number(body.category_id);
  if (!(await findCategory(db, restaurantId, categoryId)))
    throw fieldError('category_id', 'category_not_exist');
  const values = { categoryId, name };
  const row =
    id === undefined
      ? await insertSubcategory(db, restaurantId, values)
      : await updateSubcategory(db, restaurantId, id, values);
  if (!row) {
    // a subcategory stays in its category (its products would be left in another one)
    if (id !== undefined && (await subcategoryExists(db, restaurantId, id)))
      throw fieldError('category_id', 'menu_subcategory_other_category');
    throw notFound('category_not_exist');
  }
  return { id: row.id, category_id: row.categoryId, label: label(view, row.name), name: textsDto(row.name) };
}

export async function removeSubcategory(db: Database, view: MenuView, id: number) {
  if (!(await deleteSubcategory(db, view.restaurant.id, id))) throw notFound('category_not_exist');
}

/** Issue 34: the restaurant's option groups, for the product editor to offer one again. */
export async function listOptionGroups(db: Database, view: MenuView) {
  const groups = await restaurantOptionGroups(db, view.restaurant.id);
  return groups.map(({ group, options, products }) => ({
    id: group.id,
    name: textsDto(group.name),
    min: group.minimumValue,
    max: group.maximumValue,
    options: options.map(({ item, price }) => ({ id: item.id, name: textsDto(item.name), price })),
    products,
  }));
}
