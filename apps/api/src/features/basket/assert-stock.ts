import { fitsStock, remainingStock } from '@tavola/domain';
import type { ProductWithRules } from './basket.repository';
import { invalidField } from './invalid-field';

/** SPEC §8 out of stock: 'Out of stock' or 'only N items in stock', under the field `inStock`. */
export function assertStock(product: ProductWithRules, inCart: number, wanted: number): void {
  if (fitsStock(product.stock, inCart, wanted)) return;
  const remaining = remainingStock(product.stock, inCart) ?? 0;
  throw invalidField('inStock', [
    remaining === 0 ? { key: 'out_of_stock' } : { key: 'only_n_in_stock', params: { count: remaining } },
  ]);
}
