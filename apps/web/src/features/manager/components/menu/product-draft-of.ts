import type { ManagerProduct } from '@tavola/contracts';
import { typedAmountOf } from '../hours/money-input';
import { emptyTexts, nextKey, type OptionGroupDraft, type ProductDraft } from './product-draft';

/** A saved product as its editor's draft, amounts as typed; none: a new product in `categoryId`. */
export function draftOf(product: ManagerProduct | undefined, categoryId: number): ProductDraft {
  if (!product)
    return {
      category_id: categoryId,
      subcategory_id: '',
      name: emptyTexts(),
      description: emptyTexts(),
      price: '',
      depot_id: '',
      stock: '',
      allergens: [],
      delivery_types: ['delivery', 'pickup', 'here'],
      tax_category: 'food',
      pinned: false,
      hidden: false,
      option_groups: [],
      steps: [],
      happy_hours: [],
      extra_tabs: [],
    };
  return {
    category_id: product.category_id,
    subcategory_id: product.subcategory_id === null ? '' : String(product.subcategory_id),
    name: product.name,
    description: product.description,
    price: typedAmountOf(product.price),
    depot_id: product.depot_id === null ? '' : String(product.depot_id),
    stock: product.stock === null ? '' : String(product.stock),
    allergens: product.allergens,
    delivery_types: product.delivery_types,
    tax_category: product.tax_category,
    pinned: product.pinned,
    hidden: product.hidden,
    option_groups: product.option_groups.map(optionGroupDraftOf),
    steps: product.package_steps.map((step) => ({
      key: nextKey(),
      id: step.id,
      name: step.name,
      question: step.question,
      min: String(step.min),
      max: String(step.max),
      choices: step.choices.map((choice) => ({
        key: nextKey(),
        product_id: String(choice.product_id),
        price: typedAmountOf(choice.price),
        multiple: choice.multiple,
      })),
    })),
    happy_hours: product.happy_hours.map((hour) => ({
      key: nextKey(),
      weekday: String(hour.weekday),
      start_date: hour.start_date,
      end_date: hour.end_date,
      start_time: hour.start_time ?? '',
      end_time: hour.end_time ?? '',
    })),
    extra_tabs: product.extra_tabs.map((tab) => ({ key: nextKey(), title: tab.title, content: tab.content })),
  };
}

/** A saved option group as the editor's draft: this product's, or (issue 34) one shared to offer again. */
export function optionGroupDraftOf(group: ManagerProduct['option_groups'][number]): OptionGroupDraft {
  return {
    key: nextKey(),
    id: group.id,
    name: group.name,
    min: String(group.min),
    max: group.max === null ? '' : String(group.max),
    options: group.options.map((option) => ({
      key: nextKey(),
      id: option.id,
      name: option.name,
      price: typedAmountOf(option.price),
    })),
  };
}
