import { type Database, schema } from '@tavola/db';
import { eq } from 'drizzle-orm';
import { notFound } from '../../lib/http-error';
import { assertOrderable } from './assert-orderable';
import { assertStock } from './assert-stock';
import type { BasketContents, BasketRow } from './basket.repository';
import type { BasketCaller } from './basket-caller';
import { basketQuantities } from './basket-view';
import { basketDatesOf, type ItemExtraInfo, itemDetailsFor, withDetails } from './item-details';

/** An add that names the line (`basketProductId`) of its product to take more units. */
export interface UnitsForLine {
  basketProductId: number;
  productId: number;
  quantity: number;
  extraInfo?: ItemExtraInfo;
}

/**
 * More units of an existing line: its product (or, for a package, every choice) must still be in
 * stock, and on an event card each new unit brings its own name and date.
 */
export async function addUnitsToLine(
  caller: BasketCaller,
  tx: Database,
  basket: BasketRow,
  contents: BasketContents,
  input: UnitsForLine,
) {
  const line = contents.lines.find(
    (entry) => entry.id === input.basketProductId && entry.productId === input.productId,
  );
  if (!line) throw notFound('basket_line_not_exist');
  const units = input.quantity;
  const product = assertOrderable(caller, basket, contents.catalogue.get(line.productId));
  const inCart = basketQuantities(contents);
  const items = contents.packageItems.filter((item) => item.basketProductId === line.id);
  if (items.length) {
    for (const item of items) {
      const chosen = contents.catalogue.get(item.productId);
      if (chosen) assertStock(chosen, inCart.get(item.productId) ?? 0, item.quantity * units);
    }
    if (product.stock !== null) assertStock(product, inCart.get(product.id) ?? 0, units);
  } else {
    assertStock(product, inCart.get(product.id) ?? 0, units);
  }
  const added = itemDetailsFor(
    { restaurant: caller.restaurant, basket, basketDates: basketDatesOf(contents) },
    product,
    units,
    input.extraInfo?.itemDetails,
  );
  const details = added && [...(line.extraInfo.itemDetails ?? []).slice(0, line.quantity), ...added];
  await tx
    .update(schema.basketProducts)
    .set({
      quantity: line.quantity + units,
      ...(details ? { extraInfo: withDetails(line.extraInfo, details) } : {}),
    })
    .where(eq(schema.basketProducts.id, line.id));
}
