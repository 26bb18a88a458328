/** A line as stock counts it: its product, and per unit each product of a set menu it holds. */
export interface StockLine {
  productId: number | null;
  quantity: number;
  items: readonly { productId?: number | null; quantity: number }[];
}

/**
 * The units each product gives up for these lines — the line's own product, and each set-menu
 * item times the line's quantity — in product order: the order in which an order takes and
 * gives back stock, so that concurrent orders never deadlock (issue 35: one rule for both).
 */
export function stockWanted(lines: readonly StockLine[]): [productId: number, quantity: number][] {
  const wanted = new Map<number, number>();
  const add = (productId: number | null | undefined, quantity: number) => {
    if (productId) wanted.set(productId, (wanted.get(productId) ?? 0) + quantity);
  };
  for (const line of lines) {
    add(line.productId, line.quantity);
    for (const item of line.items) add(item.productId, item.quantity * line.quantity);
  }
  return [...wanted].sort(([a], [b]) => a - b);
}
