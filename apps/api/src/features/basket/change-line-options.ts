import type { BasketDto } from '@tavola/contracts';
import { schema } from '@tavola/db';
import { eq } from 'drizzle-orm';
import { notFound } from '../../lib/http-error';
import type { BasketCaller } from './basket-caller';
import { changeBasket } from './change-basket';
import { checkOptions, type OptionChoice, optionRules } from './line-options';
import { requireLine } from './require-line';

const { basketProductAttributeItems } = schema;

/**
 * SPEC §7 add-attribute-items / remove-attribute-items: change the options of a line. Adding an
 * option it has raises its quantity; removing lowers it and drops it at zero. The result must
 * still satisfy the product's groups.
 */
export function changeLineOptions(
  caller: BasketCaller,
  basketId: string,
  lineId: number,
  changes: readonly OptionChoice[],
  direction: 'add' | 'remove',
): Promise<BasketDto> {
  return changeBasket(
    caller,
    basketId,
    async (tx, _basket, contents) => {
      const line = requireLine(contents, lineId);
      const current = new Map(
        contents.options
          .filter((option) => option.basketProductId === line.id)
          .map((option) => [option.pivotId, option.quantity]),
      );
      const product = contents.catalogue.get(line.productId);
      if (!product) throw notFound('product_not_exist');
      for (const change of changes) {
        const group = product.options.find((option) => option.pivotId === change.id)?.group;
        // SPEC §4: choosing in a single-select group replaces its choice, so a required choice can be swapped
        if (direction === 'add' && group && !group.isMultiSelect) {
          for (const option of product.options)
            if (option.group.id === group.id && option.pivotId !== change.id) current.delete(option.pivotId);
        }
        const quantity =
          (current.get(change.id) ?? 0) + (direction === 'add' ? change.quantity : -change.quantity);
        if (quantity > 0) current.set(change.id, quantity);
        else current.delete(change.id);
      }
      const next = [...current].map(([id, quantity]) => ({ id, quantity }));
      checkOptions(caller, optionRules(product), next);
      await tx
        .delete(basketProductAttributeItems)
        .where(eq(basketProductAttributeItems.basketProductId, line.id));
      if (next.length) {
        await tx.insert(basketProductAttributeItems).values(
          next.map((option) => ({
            restaurantId: caller.restaurant.id,
            basketProductId: line.id,
            productAttributeItemId: option.id,
            quantity: option.quantity,
          })),
        );
      }
    },
    { keepWithinLimits: direction === 'add' },
  );
}
