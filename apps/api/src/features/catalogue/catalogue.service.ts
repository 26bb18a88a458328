import type { AttributeGroupDto, CategoryDto, PackageStepDto, ProductDto } from '@tavola/contracts';
import type { Database } from '@tavola/db';
import {
  addDays,
  asksForDate,
  type DeliveryType,
  type HappyHour,
  hasOwnDateAhead,
  isProductAvailableAt,
  judgedByOwnDate,
  type LocalMoment,
  type OwnDateBounds,
  parseLocalDateTime,
  resolveText,
  toLocalMoment,
} from '@tavola/domain';
import type { Locale } from '@tavola/i18n';
import { mediaUrl } from '../../lib/media-url';
import type { RestaurantRow } from '../restaurants';
import { restaurantLocale, restaurantSettings } from '../restaurants';
import {
  findAttributeGroups,
  findCategories,
  findMostSellingIds,
  findPackageSteps,
  findProducts,
  type ProductFilter,
  type ProductRecord,
} from './catalogue.repository';

/** How the guest is looking at the menu: language, delivery type and the time they order for. */
export interface MenuView {
  locale: Locale;
  fallback: string;
  deliveryType?: DeliveryType;
  moment: LocalMoment;
  /** SPEC §3 pre_order_for_happy_hour: a happy-hour product is offered by its own date */
  preOrderForHappyHour: boolean;
  /** the days a product's date picker offers (SPEC §5), for the guest's type (pickup if none) */
  ownDates: OwnDateBounds;
}

export function menuView(
  restaurant: RestaurantRow,
  locale: Locale,
  query: { deliveryType?: DeliveryType; delivery_time?: string },
  now = Date.now(),
): MenuView {
  // SPEC §3 ignore_pre_order_timing_by_display: the menu shows what can be had now, whatever
  // time the guest pre-orders for; the basket and the order still judge the chosen time
  const settings = restaurantSettings(restaurant);
  const chosen = settings.ignore_pre_order_timing_by_display ? undefined : query.delivery_time;
  const present = toLocalMoment(now, restaurant.timeZone);
  return {
    locale,
    fallback: restaurantLocale(restaurant),
    deliveryType: query.deliveryType,
    moment: chosen ? parseLocalDateTime(chosen) : present,
    preOrderForHappyHour: settings.pre_order_for_happy_hour,
    ownDates: {
      min: present.date,
      max: addDays(present.date, settings.available_days[query.deliveryType ?? 'pickup']),
    },
  };
}

const toHappyHours = (record: ProductRecord): HappyHour[] =>
  record.happyHours.map((hour) => ({
    weekday: hour.weekday,
    startDate: hour.startDate,
    endDate: hour.endDate,
    startTime: hour.startTime,
    endTime: hour.endTime,
  }));

function toProductDto(record: ProductRecord, view: MenuView): ProductDto {
  const { product, subcategory, depot } = record;
  const text = (value: Parameters<typeof resolveText>[0]) => resolveText(value, view.locale, view.fallback);
  const hours = toHappyHours(record);
  const rule = { happyHours: hours, endDate: product.endDate, breaks: record.breaks };
  return {
    id: product.id,
    category_id: product.categoryId,
    name: text(product.name),
    description: text(product.description),
    image: mediaUrl(product.imageId),
    price: product.price,
    min_price: product.minPrice,
    stock: product.stock,
    is_package: product.isPackage ? 1 : 0,
    extra: record.hasOptions,
    extra_tabs: product.extraTabs.map((tab) => ({
      id: tab.id,
      title: text(tab.title),
      content: text(tab.content),
    })),
    allergy_info: product.allergyCodes,
    subcategory_id: subcategory?.id ?? null,
    subcategory_name: subcategory ? text(subcategory.name) : null,
    subcategory_image: mediaUrl(subcategory?.imageId),
    subcategory_priority: subcategory?.priority ?? null,
    additional_info_config: {
      name: product.askName,
      date: asksForDate(product.askDate, view.preOrderForHappyHour, rule),
    },
    happyHours: hours.map((hour) => ({
      weekday_id: hour.weekday,
      start_date: hour.startDate,
      end_date: hour.endDate,
      start_time: hour.startTime,
      end_time: hour.endTime,
    })),
    end_date: product.endDate,
    depot: depot?.name ? { name: text(depot.name), price: depot.price ?? 0 } : null,
    delivery_types: product.deliveryTypes,
    // the same verdict as the basket's: a pre-ordered happy hour while its picker offers a day
    // (and the kitchen does not pause it at the time the guest orders for)
    available: judgedByOwnDate(view.preOrderForHappyHour, rule)
      ? hasOwnDateAhead(rule, view.moment, view.ownDates)
      : isProductAvailableAt(rule, view.moment),
  };
}

/** The products a guest sees: offered for their delivery type, texts in their language. */
export async function listProducts(
  db: Database,
  restaurantId: number,
  filter: ProductFilter,
  view: MenuView,
) {
  const records = await findProducts(db, restaurantId, filter);
  return records
    .filter((record) => !view.deliveryType || record.product.deliveryTypes.includes(view.deliveryType))
    .map((record) => toProductDto(record, view));
}

export async function listMostSelling(db: Database, restaurantId: number, limit: number, view: MenuView) {
  const ids = await findMostSellingIds(db, restaurantId, limit);
  const products = await listProducts(db, restaurantId, { ids }, view);
  return ids.flatMap((id) => products.filter((product) => product.id === id));
}

export async function listCategories(
  db: Database,
  restaurantId: number,
  extra: boolean,
  view: MenuView,
): Promise<CategoryDto[]> {
  const { categories, subcategories, counts } = await findCategories(db, restaurantId, extra);
  const text = (value: Parameters<typeof resolveText>[0]) => resolveText(value, view.locale, view.fallback);
  return categories
    .map((category) => ({
      id: category.id,
      name: text(category.name),
      description: text(category.description),
      foot_note: text(category.footNote),
      image: mediaUrl(category.imageId),
      extra: category.isExtra,
      pivot: { priority: category.priority },
      products_count: counts
        .filter((row) => row.categoryId === category.id)
        .filter((row) => !view.deliveryType || row.deliveryTypes.includes(view.deliveryType))
        .reduce((sum, row) => sum + row.total, 0),
      subcategories: subcategories
        .filter((sub) => sub.categoryId === category.id)
        .map((sub) => ({ id: sub.id, name: text(sub.name), imagePath: mediaUrl(sub.imageId) })),
    }))
    .filter((category) => category.products_count > 0);
}

export async function listAttributeGroups(
  db: Database,
  restaurantId: number,
  productIds: readonly number[],
  view: MenuView,
): Promise<{ productId: number; groups: AttributeGroupDto[] }[]> {
  const rows = await findAttributeGroups(db, restaurantId, productIds);
  const text = (value: Parameters<typeof resolveText>[0]) => resolveText(value, view.locale, view.fallback);
  const byProduct = new Map<number, Map<number, AttributeGroupDto>>();
  for (const row of rows) {
    const groups = byProduct.get(row.productId) ?? new Map<number, AttributeGroupDto>();
    byProduct.set(row.productId, groups);
    let group = groups.get(row.group.id);
    if (!group) {
      group = {
        id: row.group.id,
        name: text(row.group.name),
        minimum_value: row.group.minimumValue,
        maximum_value: row.group.maximumValue,
        is_multi_select: row.group.isMultiSelect,
        items: [],
      };
      groups.set(row.group.id, group);
    }
    group.items.push({
      id: row.item.id,
      name: text(row.item.name),
      image: mediaUrl(row.item.imageId),
      pivot: { id: row.pivotId, price: row.price },
    });
  }
  return [...byProduct].map(([productId, groups]) => ({ productId, groups: [...groups.values()] }));
}

export async function listPackageSteps(
  db: Database,
  restaurantId: number,
  productId: number,
  view: MenuView,
): Promise<PackageStepDto[]> {
  const steps = await findPackageSteps(db, restaurantId, productId);
  const text = (value: Parameters<typeof resolveText>[0]) => resolveText(value, view.locale, view.fallback);
  return steps.map(({ step, choices }) => ({
    id: step.id,
    name: text(step.name),
    question: text(step.question),
    min: step.min,
    max: step.max,
    products: choices.map(({ choice, product, depot }) => ({
      id: product.id,
      productPackageId: choice.id,
      name: text(product.name),
      image: mediaUrl(product.imageId),
      price: choice.price,
      stock: product.stock,
      is_multiple_allowed: choice.isMultipleAllowed,
      allergy_info: product.allergyCodes,
      depot: depot?.name ? { name: text(depot.name), price: depot.price ?? 0 } : null,
    })),
  }));
}
