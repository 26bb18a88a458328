import type { ManagerProduct } from '@tavola/contracts';
import type { Database } from '@tavola/db';
import { notFound } from '../../lib/http-error';
import { mediaUrl } from '../../lib/media-url';
import { textsDto } from './menu-texts';
import { type MenuView, menuLabel } from './menu-view';
import { optionGroupsOf } from './option-groups.repository';
import { optionGroupDto } from './option-groups.service';
import { packageStepsOf } from './package-steps.repository';
import { happyHoursOf } from './product-extras.repository';
import { findProduct, type ProductRow } from './products.repository';

export async function readProduct(db: Database, view: MenuView, id: number): Promise<ManagerProduct> {
  const row = await findProduct(db, view.restaurant.id, id);
  if (!row) throw notFound('product_not_exist');
  return productDto(db, view, row);
}

/** A product as its editor reads it: option groups, set-menu steps, happy hours and tabs. */
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
    tax_category: row.taxCategory,
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
        label: menuLabel(view, name),
        price: choice.price,
        multiple: choice.isMultipleAllowed,
      })),
    })),
    option_groups: groups.map(optionGroupDto),
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
