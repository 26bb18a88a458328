import type { SaveProductInput } from '../../api/menu-api';
import { minorUnitsOf } from '../hours/money-input';
import type { ProductDraft } from './product-draft';

/**
 * Issue 20: the editor's draft as the requests send it. The server's contract decides what is
 * valid; what the manager typed goes as it is wherever a number cannot be read, so the 422
 * names that field.
 */

/** The set menu's steps as the package-steps request sends them (an unchosen product goes as null). */
export function stepsRequestOf(draft: ProductDraft) {
  return draft.steps.map((step) => ({
    ...(step.id === undefined ? {} : { id: step.id }),
    name: step.name,
    question: step.question,
    min: countOf(step.min, Number.NaN) as number,
    max: countOf(step.max, Number.NaN) as number,
    choices: step.choices.map((choice) => ({
      product_id: choice.product_id === '' ? (null as unknown as number) : Number(choice.product_id),
      price: amountOf(choice.price),
      multiple: choice.multiple,
    })),
  }));
}

/** A whole count as typed: '' is `empty`, digits a number, anything else the text itself (refused on its field). */
function countOf(typed: string, empty: null | number): number | null {
  const text = typed.trim();
  if (text === '') return empty;
  return /^\d{1,7}$/.test(text) ? Number(text) : (text as unknown as number);
}

/** An amount as typed in minor units; a required one left empty or unreadable is NaN (sent as null). */
const amountOf = (typed: string) => minorUnitsOf(typed) ?? Number.NaN;

export function requestOf(draft: ProductDraft, id?: number): SaveProductInput {
  return {
    ...(id === undefined ? {} : { id }),
    category_id: draft.category_id,
    subcategory_id: draft.subcategory_id === '' ? null : Number(draft.subcategory_id),
    name: draft.name,
    description: draft.description,
    price: amountOf(draft.price),
    depot_id: draft.depot_id === '' ? null : Number(draft.depot_id),
    stock: countOf(draft.stock, null),
    allergens: draft.allergens,
    delivery_types: draft.delivery_types,
    tax_category: draft.tax_category,
    pinned: draft.pinned,
    hidden: draft.hidden,
    option_groups: draft.option_groups.map((group) => ({
      ...(group.id === undefined ? {} : { id: group.id }),
      name: group.name,
      min: countOf(group.min, Number.NaN) as number,
      max: countOf(group.max, null),
      options: group.options.map((option) => ({
        ...(option.id === undefined ? {} : { id: option.id }),
        name: option.name,
        price: amountOf(option.price),
      })),
    })),
    happy_hours: draft.happy_hours.map((hour) => ({
      weekday: Number(hour.weekday),
      start_date: hour.start_date,
      end_date: hour.end_date,
      start_time: hour.start_time || null,
      end_time: hour.end_time || null,
    })),
    extra_tabs: draft.extra_tabs.map((tab) => ({ title: tab.title, content: tab.content })),
  };
}
