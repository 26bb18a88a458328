import type { ProductDto } from '@tavola/contracts';

/**
 * A link to a dish (`/menu?category=3&product=17`, e.g. from the restaurant's newsletter or
 * social post): the product it names among the list the menu shows, 'missing' when that list
 * does not hold it (archived, hidden, another category or a mistyped id: SPEC §8 'Product not
 * found'), undefined when the address names no product.
 */
export function productFromLink(
  value: string | null,
  products: readonly ProductDto[],
): ProductDto | 'missing' | undefined {
  if (value === null) return undefined;
  const id = Number(value);
  return (Number.isInteger(id) && products.find((product) => product.id === id)) || 'missing';
}
