/**
 * Issue 14: caps on what one basket may hold. Without them a guest could add units until an
 * order's total no longer fits the database's integer columns (decision 016 shows that these
 * caps keep every stored quantity and amount inside them).
 */
export interface QuantityLimits {
  /** units of one basket line (a package line: also each of its choices times the packages) */
  perLine: number;
  /** units of all lines together, as the cart counts them (items_count) */
  perBasket: number;
  /**
   * lines of one basket (issue 32.6: one reached 288 lines and 110 KB an answer); more than a
   * large party orders at once, far fewer than slow every basket answer down
   */
  linesPerBasket: number;
}

/** What a restaurant gets unless its settings name other caps (max_line_quantity, max_basket_units). */
export const defaultQuantityLimits: QuantityLimits = { perLine: 99, perBasket: 999, linesPerBasket: 100 };

/** The highest caps a restaurant may configure; decision 016's calculation assumes them. */
export const quantityLimitCeilings: QuantityLimits = { perLine: 999, perBasket: 9999, linesPerBasket: 500 };

/** Units of one option per unit of its line (a request names at most 20 at a time). */
export const maxOptionQuantity = 20;

/**
 * The largest amount, in minor units, that a basket or an order may come to (1,000,000.00 in a
 * currency with cents): a 21st of PostgreSQL's integer maximum (2,147,483,647).
 */
export const maxOrderAmount = 100_000_000;

export type QuantityProblem =
  | { kind: 'line_quantity'; max: number }
  | { kind: 'basket_units'; max: number }
  | { kind: 'basket_lines'; max: number }
  | { kind: 'option_quantity'; max: number };

/** A basket line as far as the caps are concerned. */
export interface LimitedLine {
  quantity: number;
  /** a package line's choices, each per one package */
  packageItems?: readonly { quantity: number }[];
  /** the line's options, each per one unit of the line */
  options?: readonly { quantity: number }[];
}

/** A restaurant's caps as its settings name them (filled with the defaults above). */
export const quantityLimitsFrom = (settings: {
  max_line_quantity: number;
  max_basket_units: number;
  max_basket_lines: number;
}): QuantityLimits => ({
  perLine: settings.max_line_quantity,
  perBasket: settings.max_basket_units,
  linesPerBasket: settings.max_basket_lines,
});

/** Whether one line may hold `quantity` units: a whole number from 1 to the per-line cap. */
export const isLineQuantityAllowed = (quantity: number, limits: QuantityLimits): boolean =>
  Number.isInteger(quantity) && quantity >= 1 && quantity <= limits.perLine;

/** The first cap a basket with these lines would break, or undefined when it keeps them all. */
export function basketQuantityProblem(
  lines: readonly LimitedLine[],
  limits: QuantityLimits,
): QuantityProblem | undefined {
  if (lines.length > limits.linesPerBasket) return { kind: 'basket_lines', max: limits.linesPerBasket };
  for (const line of lines) {
    const packageUnits = (line.packageItems ?? []).map((item) => item.quantity * line.quantity);
    if (!isLineQuantityAllowed(line.quantity, limits) || packageUnits.some((units) => units > limits.perLine))
      return { kind: 'line_quantity', max: limits.perLine };
    if ((line.options ?? []).some((option) => option.quantity > maxOptionQuantity))
      return { kind: 'option_quantity', max: maxOptionQuantity };
  }
  const units = lines.reduce((sum, line) => sum + line.quantity, 0);
  return units > limits.perBasket ? { kind: 'basket_units', max: limits.perBasket } : undefined;
}

/**
 * Whether every amount of a basket or order (subtotal, total, each line's price and total …)
 * stays within ±maxOrderAmount, so none can overflow an integer column when it is written.
 */
export const amountsWithinCap = (amounts: readonly number[]): boolean =>
  amounts.every((amount) => Number.isSafeInteger(amount) && Math.abs(amount) <= maxOrderAmount);
