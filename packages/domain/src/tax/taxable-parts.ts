import { allocate } from './allocate';
import type { TaxCategory } from './tax-kinds';

/** An order line as VAT sees it; amounts in minor units, as the order charged them. */
export interface TaxableLine {
  quantity: number;
  /** per unit, options and set-menu surcharges included, deposit not */
  unitPrice: number;
  depotPerUnit: number;
  /** the product's own category */
  category: TaxCategory;
  /** chosen options; one without a category of its own has the product's */
  options: readonly { price: number; quantity: number; category: TaxCategory | null }[];
  /** a set menu's items with their own list price and category; empty for any other product */
  setItems: readonly { ownPrice: number; quantity: number; category: TaxCategory }[];
}

export interface TaxablePart {
  category: TaxCategory;
  gross: number;
}

/**
 * What a line charged, per tax category (decision 084); the parts add up to the line's total:
 * - a product's price and its deposit at its own category, each option at its own;
 * - a set menu's price split over its items in proportion to their own list prices (largest
 *   remainder, so the parts add up); its deposit belongs to its drinks (alcohol before
 *   non-alcoholic), or to the set itself when it holds none.
 */
export function taxablePartsOf(line: TaxableLine): TaxablePart[] {
  const deposit = { category: depositCategory(line), gross: line.depotPerUnit * line.quantity };
  if (line.setItems.length > 0) {
    const weights = line.setItems.map((item) => item.ownPrice * item.quantity);
    const shares = allocate(line.unitPrice * line.quantity, weights);
    return [
      ...line.setItems.map((item, index) => ({ category: item.category, gross: shares[index] ?? 0 })),
      deposit,
    ];
  }
  const optionsPerUnit = line.options.reduce((sum, option) => sum + option.price * option.quantity, 0);
  return [
    { category: line.category, gross: (line.unitPrice - optionsPerUnit) * line.quantity },
    ...line.options.map((option) => ({
      category: option.category ?? line.category,
      gross: option.price * option.quantity * line.quantity,
    })),
    deposit,
  ];
}

function depositCategory(line: TaxableLine): TaxCategory {
  const categories = line.setItems.map((item) => item.category);
  if (categories.includes('alcohol')) return 'alcohol';
  if (categories.includes('soft_drink')) return 'soft_drink';
  return line.category;
}
