import type { ManagerProduct, MenuTexts } from '@tavola/contracts';
import type { DeliveryType } from '@tavola/domain';
import type { SaveProductInput } from '../../api/menu-api';
import { minorUnitsOf, typedAmountOf } from '../hours/money-input';

/**
 * Issue 20: a product as its editor holds it — texts per language, amounts and counts as
 * typed — and the request it becomes. The server's contract decides what is valid; what the
 * manager typed goes as it is wherever a number cannot be read, so the 422 names that field.
 */

export const emptyTexts = (): MenuTexts => ({ en: '', de: '', fr: '', ar: '' });

let keys = 0;
const nextKey = () => `draft-${++keys}`;

export interface OptionDraft {
  key: string;
  id?: number;
  name: MenuTexts;
  price: string;
}
export interface OptionGroupDraft {
  key: string;
  id?: number;
  name: MenuTexts;
  min: string;
  max: string;
  options: OptionDraft[];
}
export interface ChoiceDraft {
  key: string;
  product_id: string;
  price: string;
  multiple: boolean;
}
export interface StepDraft {
  key: string;
  id?: number;
  name: MenuTexts;
  question: MenuTexts;
  min: string;
  max: string;
  choices: ChoiceDraft[];
}
/** SPEC §3 happyHours as typed: weekday '1'…'7' (Sunday = 7), days and times ('' = none) */
export interface HappyHourDraft {
  key: string;
  weekday: string;
  start_date: string;
  end_date: string;
  start_time: string;
  end_time: string;
}
/** SPEC §3 extra_tabs: a title and a text per language */
export interface ExtraTabDraft {
  key: string;
  title: MenuTexts;
  content: MenuTexts;
}
export interface ProductDraft {
  category_id: number;
  /** '' = no section */
  subcategory_id: string;
  name: MenuTexts;
  description: MenuTexts;
  price: string;
  depot_id: string;
  stock: string;
  allergens: string[];
  delivery_types: DeliveryType[];
  pinned: boolean;
  hidden: boolean;
  option_groups: OptionGroupDraft[];
  /** a set menu's steps (sent on their own after the product) */
  steps: StepDraft[];
  happy_hours: HappyHourDraft[];
  extra_tabs: ExtraTabDraft[];
}

export const newOption = (): OptionDraft => ({ key: nextKey(), name: emptyTexts(), price: '0.00' });
export const newOptionGroup = (): OptionGroupDraft => ({
  key: nextKey(),
  name: emptyTexts(),
  min: '0',
  max: '1',
  options: [newOption(), newOption()],
});

export const newChoice = (): ChoiceDraft => ({
  key: nextKey(),
  product_id: '',
  price: '0.00',
  multiple: false,
});
export const newStep = (): StepDraft => ({
  key: nextKey(),
  name: emptyTexts(),
  question: emptyTexts(),
  min: '1',
  max: '1',
  choices: [newChoice()],
});

/** a new happy hour: Monday, the whole day; its days are the manager's to fill */
export const newHappyHour = (): HappyHourDraft => ({
  key: nextKey(),
  weekday: '1',
  start_date: '',
  end_date: '',
  start_time: '',
  end_time: '',
});
export const newExtraTab = (): ExtraTabDraft => ({
  key: nextKey(),
  title: emptyTexts(),
  content: emptyTexts(),
});

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

/** The language a 422 names first in a text field (`name.de`, `option_groups.0.name.fr`), to show its tab. */
export function languageOfFirstError(fields: readonly string[]): keyof MenuTexts | undefined {
  for (const field of fields) {
    const match = /(?:^|\.)(?:name|description|title|content)\.(en|de|fr|ar)$/.exec(field);
    if (match) return match[1] as keyof MenuTexts;
  }
  return undefined;
}

/** the fields the editor shows a message beside */
const placed =
  /^(?:(?:name|description)\.(?:en|de|fr|ar)|category_id|subcategory_id|price|stock|depot_id|delivery_types|option_groups\.\d+\.(?:name\.(?:en|de|fr|ar)|min|max|options|options\.\d+\.(?:name\.(?:en|de|fr|ar)|price))|steps\.\d+\.(?:name\.(?:en|de|fr|ar)|min|max|choices|choices\.\d+\.(?:product_id|price))|happy_hours\.\d+\.(?:weekday|start_date|end_date|start_time|end_time)|extra_tabs\.\d+\.(?:title|content)\.(?:en|de|fr|ar))$/;

/** A 422's messages on fields the editor has no place for (e.g. a stale option id): shown above its buttons. */
export const unplacedMessages = (errors: Readonly<Record<string, readonly string[] | undefined>>): string[] =>
  Object.entries(errors).flatMap(([field, messages]) =>
    placed.test(field) ? [] : (messages ?? []).slice(0, 1),
  );

/**
 * Issue 34: the languages a guest would read an option group in another language for — the
 * group named, but it or one of its options not in that language. A group named in no language
 * yet has nothing missing (the form's own checks speak for it).
 */
export function untranslatedLanguages<L extends string>(
  group: { name: Record<L, string>; options: { name: Record<L, string> }[] },
  languages: readonly L[],
): L[] {
  const texts = [group.name, ...group.options.map((option) => option.name)];
  const named = texts.some((text) => languages.some((language) => text[language]?.trim()));
  if (!named) return [];
  return languages.filter((language) => texts.some((text) => !text[language]?.trim()));
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
