import type { Database } from '../client';
import { sanitizeLocalized } from '../rich-text';
import {
  attributeGroups,
  attributeItems,
  categories,
  depots,
  happyHours,
  packageStepProducts,
  packageSteps,
  productAttributeItems,
  products,
  subcategories,
} from '../schema';
import type { ImageIds } from './insert-media';
import { idOf, insertRows, zipIds } from './insert-rows';
import type { ProductSeed, RestaurantSeed } from './seed-types';

export interface CatalogueCounts {
  categories: number;
  subcategories: number;
  products: number;
  packages: number;
  packageSteps: number;
  attributeItems: number;
}

/**
 * Writes the menu of one restaurant in dependency order: categories, subcategories, depots,
 * attribute groups and items, products, then the rows that point at products.
 */
export async function insertCatalogue(
  db: Database,
  restaurantId: number,
  seed: RestaurantSeed,
  imageId: ImageIds,
): Promise<CatalogueCounts> {
  const categoryIds = zipIds(
    seed.categories.map((category) => category.key),
    await insertRows(
      db,
      categories,
      seed.categories.map((category) => ({
        restaurantId,
        name: category.name,
        description: category.description,
        footNote: category.footNote,
        imageId: imageId(category.image),
        priority: category.priority,
        isExtra: category.isExtra ?? false,
      })),
    ),
  );

  const subcategorySeeds = seed.categories.flatMap((category) =>
    (category.subcategories ?? []).map((subcategory) => ({ category: category.key, ...subcategory })),
  );
  const subcategoryIds = zipIds(
    subcategorySeeds.map((subcategory) => subcategory.key),
    await insertRows(
      db,
      subcategories,
      subcategorySeeds.map((subcategory) => ({
        restaurantId,
        categoryId: idOf(categoryIds, subcategory.category, 'category'),
        name: subcategory.name,
        imageId: imageId(subcategory.image),
        priority: subcategory.priority,
      })),
    ),
  );

  const depotIds = zipIds(
    seed.depots.map((depot) => depot.key),
    await insertRows(
      db,
      depots,
      seed.depots.map((depot) => ({ restaurantId, name: depot.name, price: depot.price })),
    ),
  );

  const groupIds = zipIds(
    seed.attributeGroups.map((group) => group.key),
    await insertRows(
      db,
      attributeGroups,
      seed.attributeGroups.map((group) => ({
        restaurantId,
        name: group.name,
        minimumValue: group.minimumValue,
        maximumValue: group.maximumValue,
        isMultiSelect: group.isMultiSelect,
        priority: group.priority,
      })),
    ),
  );

  const itemSeeds = seed.attributeGroups.flatMap((group) =>
    group.items.map((item, index) => ({ group: group.key, priority: index + 1, ...item })),
  );
  const itemIds = zipIds(
    itemSeeds.map((item) => item.key),
    await insertRows(
      db,
      attributeItems,
      itemSeeds.map((item) => ({
        restaurantId,
        groupId: idOf(groupIds, item.group, 'attribute group'),
        name: item.name,
        imageId: item.image ? imageId(item.image) : null,
        priority: item.priority,
      })),
    ),
  );

  const productIds = zipIds(
    seed.products.map((product) => product.key),
    await insertRows(
      db,
      products,
      seed.products.map((product, index) => ({
        restaurantId,
        categoryId: idOf(categoryIds, product.category, 'category'),
        subcategoryId: product.subcategory ? idOf(subcategoryIds, product.subcategory, 'subcategory') : null,
        name: product.name,
        description: product.description ? sanitizeLocalized(product.description) : null,
        imageId: imageId(product.image),
        price: product.price,
        minPrice: product.minPrice ?? null,
        stock: product.stock ?? null,
        isPackage: product.steps !== undefined,
        allergyCodes: [...(product.allergyCodes ?? [])],
        extraTabs: (product.extraTabs ?? []).map((tab, tabIndex) => ({
          id: tabIndex + 1,
          title: { ...tab.title },
          content: sanitizeLocalized(tab.content),
        })),
        deliveryTypes: product.deliveryTypes ? [...product.deliveryTypes] : undefined,
        pinned: product.pinned ?? false,
        priority: index + 1,
        depotId: product.depot ? idOf(depotIds, product.depot, 'depot') : null,
        taxCategory: product.taxCategory ?? 'food',
        askName: product.askName ?? false,
        askDate: product.askDate ?? false,
      })),
    ),
  );
  const productId = (key: string) => idOf(productIds, key, 'product');

  await insertRows(
    db,
    productAttributeItems,
    seed.products.flatMap((product) =>
      (product.options ?? []).map((option) => ({
        restaurantId,
        productId: productId(product.key),
        attributeItemId: idOf(itemIds, option.item, 'attribute item'),
        price: option.price,
      })),
    ),
  );

  await insertRows(
    db,
    happyHours,
    seed.products.flatMap((product) =>
      (product.happyHours ?? []).flatMap((window) =>
        window.weekdays.map((weekday) => ({
          restaurantId,
          productId: productId(product.key),
          weekday,
          startDate: window.startDate,
          endDate: window.endDate,
          startTime: window.startTime ?? null,
          endTime: window.endTime ?? null,
        })),
      ),
    ),
  );

  const packages = seed.products.filter(
    (product): product is ProductSeed & Required<Pick<ProductSeed, 'steps'>> => Boolean(product.steps),
  );
  const stepSeeds = packages.flatMap((product) =>
    product.steps.map((step, index) => ({ product: product.key, priority: index + 1, ...step })),
  );
  const stepIds = await insertRows(
    db,
    packageSteps,
    stepSeeds.map((step) => ({
      restaurantId,
      productId: productId(step.product),
      name: step.name,
      question: step.question ?? null,
      min: step.min,
      max: step.max,
      priority: step.priority,
    })),
  );
  await insertRows(
    db,
    packageStepProducts,
    stepSeeds.flatMap((step, stepIndex) =>
      step.products.map((choice, index) => ({
        restaurantId,
        stepId: stepIds[stepIndex] as number,
        productId: productId(choice.product),
        price: choice.price ?? 0,
        isMultipleAllowed: choice.isMultipleAllowed ?? false,
        priority: index + 1,
      })),
    ),
  );

  return {
    categories: categoryIds.size,
    subcategories: subcategoryIds.size,
    products: productIds.size,
    packages: packages.length,
    packageSteps: stepIds.length,
    attributeItems: itemIds.size,
  };
}
