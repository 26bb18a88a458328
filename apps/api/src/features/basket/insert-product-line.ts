import { type Database, schema } from '@tavola/db';
import type { BasketContents, BasketRow, ProductWithRules } from './basket.repository';
import type { BasketCaller } from './basket-caller';
import type { ItemExtraInfo } from './item-details';
import type { OptionChoice, optionRules } from './line-options';

/** A product with its checked options, as a line of its own. */
export interface NewProductLine {
  product: ProductWithRules;
  rules: ReturnType<typeof optionRules>;
  chosen: readonly OptionChoice[];
  quantity: number;
  extraInfo: ItemExtraInfo;
}

/**
 * Writes a new basket line with its options, and hands back the basket's contents with it, so the
 * hot add path need not read them again (changeBasket).
 */
export async function insertProductLine(
  caller: BasketCaller,
  tx: Database,
  basket: BasketRow,
  contents: BasketContents,
  { product, rules, chosen, quantity, extraInfo }: NewProductLine,
): Promise<BasketContents> {
  const [line] = await tx
    .insert(schema.basketProducts)
    .values({
      restaurantId: caller.restaurant.id,
      basketId: basket.id,
      productId: product.id,
      quantity,
      extraInfo,
    })
    .returning({ id: schema.basketProducts.id });
  if (chosen.length) {
    await tx.insert(schema.basketProductAttributeItems).values(
      chosen.map((choice) => ({
        restaurantId: caller.restaurant.id,
        basketProductId: line!.id,
        productAttributeItemId: choice.id,
        quantity: choice.quantity,
      })),
    );
  }
  const options = chosen.map((choice) => {
    const pivot = rules.pivots.find((entry) => entry.pivotId === choice.id)!;
    return {
      basketProductId: line!.id,
      pivotId: pivot.pivotId,
      price: pivot.price,
      quantity: choice.quantity,
      groupId: pivot.group.id,
      itemName: pivot.itemName,
      groupName: pivot.group.name,
    };
  });
  return {
    ...contents,
    lines: [...contents.lines, { id: line!.id, productId: product.id, quantity, extraInfo }],
    options: [...contents.options, ...options],
    catalogue: new Map([...contents.catalogue, [product.id, product]]),
  };
}
