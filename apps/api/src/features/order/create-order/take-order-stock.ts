import type { Database } from '@tavola/db';
import { resolveText, stockWanted } from '@tavola/domain';
import type { Locale } from '@tavola/i18n';
import type { BasketContents } from '../../basket';
import { takeStock } from '../../order-resources';
import { invalid } from './order-caller';

/** Step: the basket's units from stock (undo: releaseStock of the order's lines); 422 naming a product short of it. */
export async function takeOrderStock(
  tx: Database,
  contents: BasketContents,
  words: { locale: Locale; fallback: Locale },
): Promise<void> {
  const wanted = stockWanted(
    contents.lines.map((line) => ({
      productId: line.productId,
      quantity: line.quantity,
      items: contents.packageItems.filter((item) => item.basketProductId === line.id),
    })),
  );
  const hasStock = (productId: number) => {
    const stock = contents.catalogue.get(productId)?.stock;
    return stock !== null && stock !== undefined;
  };
  const problem = await takeStock(tx, wanted, hasStock);
  if (problem) {
    const name = resolveText(contents.catalogue.get(problem.short)?.name, words.locale, words.fallback);
    throw invalid('inStock', 'out_of_stock', { name });
  }
}
