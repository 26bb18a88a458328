/** A basket line's price parts, all integer minor units (the server computes them; never the client). */
export interface LinePriceInput {
  /** the product's own price */
  price: number;
  /** chosen options (attribute items or package choices): each price times its quantity per unit */
  options: readonly { price: number; quantity: number }[];
  /** deposit per unit (the product's and its package choices') */
  depotPerUnit: number;
  quantity: number;
}

export interface LinePrice {
  unitPrice: number;
  depotPerUnit: number;
  totalPrice: number;
}

export function linePrice(input: LinePriceInput): LinePrice {
  const unitPrice =
    input.price + input.options.reduce((sum, option) => sum + option.price * option.quantity, 0);
  return {
    unitPrice,
    depotPerUnit: input.depotPerUnit,
    totalPrice: (unitPrice + input.depotPerUnit) * input.quantity,
  };
}

/** The basket's total is the sum of its lines. */
export const basketTotal = (lines: readonly { totalPrice: number }[]): number =>
  lines.reduce((sum, line) => sum + line.totalPrice, 0);
