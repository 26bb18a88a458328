/** SPEC §4 Stock. null stock means unlimited. */
export type Stock = number | null;

/** One line of a cart as far as stock is concerned. */
export interface CartLineStock {
  productId: number;
  quantity: number;
  /** for a package line: the products chosen in its steps, each per one package */
  packageItems?: readonly { productId: number; quantity: number }[];
}

/**
 * How many units of each product a cart holds: a product's own lines, plus every package
 * item counted as its quantity times the package's quantity.
 */
export function quantitiesInCart(lines: readonly CartLineStock[]): Map<number, number> {
  const totals = new Map<number, number>();
  const add = (productId: number, quantity: number) =>
    totals.set(productId, (totals.get(productId) ?? 0) + quantity);
  for (const line of lines) {
    if (line.packageItems?.length) {
      for (const item of line.packageItems) add(item.productId, item.quantity * line.quantity);
    } else {
      add(line.productId, line.quantity);
    }
  }
  return totals;
}

/** Remaining = stock minus what the cart holds, never below 0; null stays unlimited. */
export function remainingStock(stock: Stock, inCart: number): Stock {
  if (stock === null) return null;
  return Math.max(0, stock - inCart);
}

/** Whether `wanted` more units fit the remaining stock. */
export function fitsStock(stock: Stock, inCart: number, wanted: number): boolean {
  const remaining = remainingStock(stock, inCart);
  return remaining === null || wanted <= remaining;
}

/**
 * SPEC §4: in the package flow a step product can still be chosen while
 * stock − selected in this flow (times the package quantity) − already in the cart > 0.
 */
export function availableInPackageFlow(stock: Stock, selectedInFlow: number, inCart: number): Stock {
  if (stock === null) return null;
  return Math.max(0, stock - selectedInFlow - inCart);
}

/**
 * A package is unavailable if any component would run out: every component needs its
 * per-package quantity times `packages` within what remains.
 */
export function packageFits(
  components: readonly { stock: Stock; perPackage: number; inCart: number }[],
  packages: number,
): boolean {
  return components.every((component) =>
    fitsStock(component.stock, component.inCart, component.perPackage * packages),
  );
}
