import type { MenuTexts } from '@tavola/contracts';
import type { DeliveryType, TaxCategory } from '@tavola/domain';

/**
 * Issue 20: a product as its editor holds it — texts per language, amounts and counts as
 * typed (product-draft-of.ts makes one of a saved product, product-request.ts the request it
 * becomes) — and the new rows the editor adds.
 */

export const emptyTexts = (): MenuTexts => ({ en: '', de: '', fr: '', ar: '' });

let keys = 0;
/** a key for a draft row React can tell apart from its siblings */
export const nextKey = () => `draft-${++keys}`;

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
  /** issue 36: what it is for VAT */
  tax_category: TaxCategory;
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
