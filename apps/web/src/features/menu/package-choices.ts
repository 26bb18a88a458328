import type { PackageSelection } from '@tavola/domain';

/** The product a step choice (its productPackage id) stands for. */
export type ProductOfChoice = (choiceId: number) => number | undefined;

/** Units of each product that one package holds with the current choice, over all steps. */
export function unitsPerPackage(
  selection: PackageSelection,
  productOf: ProductOfChoice,
): Map<number, number> {
  const units = new Map<number, number>();
  for (const chosen of Object.values(selection))
    for (const [choiceId, count] of Object.entries(chosen)) {
      const productId = productOf(Number(choiceId));
      if (productId !== undefined) units.set(productId, (units.get(productId) ?? 0) + count);
    }
  return units;
}

/** SPEC §7 add-product-package-items: productItems as { productId, productPackage, quantity }. */
export function packageItems(selection: PackageSelection, productOf: ProductOfChoice) {
  return Object.values(selection).flatMap((chosen) =>
    Object.entries(chosen).flatMap(([choiceId, quantity]) => {
      const productId = productOf(Number(choiceId));
      return productId === undefined || quantity < 1
        ? []
        : [{ productId, productPackage: Number(choiceId), quantity }];
    }),
  );
}

/**
 * How many more times a product can be chosen when each choice takes one unit per package:
 * the units left (availableInPackageFlow) divided by the number of packages; null = unlimited.
 */
export const choicesLeft = (available: number | null, packages: number): number | null =>
  available === null ? null : Math.floor(available / Math.max(1, packages));
