import type { BasketDto } from '@tavola/contracts';
import { lineToMergeInto } from '@tavola/domain';
import { HttpError } from '../../lib/http-error';
import { addUnitsToLine } from './add-units-to-line';
import { assertOrderable } from './assert-orderable';
import { assertStock } from './assert-stock';
import { type BasketContents, findProductsWithRules, setLineQuantity } from './basket.repository';
import type { BasketCaller } from './basket-caller';
import { basketQuantities } from './basket-view';
import { changeBasket, withinLimits } from './change-basket';
import { insertProductLine } from './insert-product-line';
import { basketDatesOf, type ItemExtraInfo, itemDetailsFor, withDetails } from './item-details';
import { checkOptions, type OptionChoice, optionRules } from './line-options';

export interface AddInput {
  basketId: string;
  productId: number;
  basketProductId?: number;
  quantity: number;
  attributeItems?: OptionChoice[];
  extraInfo?: ItemExtraInfo;
}

/** The basket's lines as the merge rule reads them (packages/domain lineToMergeInto). */
const mergeableLines = (contents: BasketContents) =>
  contents.lines.map((line) => ({
    id: line.id,
    quantity: line.quantity,
    productId: line.productId,
    comment: line.extraInfo.comment,
    unitDetails: line.extraInfo.itemDetails?.length ?? 0,
    options: contents.options
      .filter((option) => option.basketProductId === line.id)
      .map((option) => ({ id: option.pivotId, quantity: option.quantity })),
  }));

/**
 * SPEC §7 basket/add: a product (with its chosen options) into the basket, or more units of an
 * existing line when basketProductId is given. Identical lines are merged.
 */
export function addProduct(caller: BasketCaller, input: AddInput): Promise<BasketDto> {
  return changeBasket(
    caller,
    input.basketId,
    async (tx, basket, contents) => {
      const { basketProductId } = input;
      if (basketProductId !== undefined) {
        await addUnitsToLine(caller, tx, basket, contents, { ...input, basketProductId });
        return;
      }
      const product = assertOrderable(
        caller,
        basket,
        contents.catalogue.get(input.productId) ??
          (await findProductsWithRules(tx, caller.restaurant.id, [input.productId])).get(input.productId),
      );
      if (product.isPackage) throw new HttpError(400, 'package_needs_choices');
      const chosen = input.attributeItems ?? [];
      const rules = optionRules(product);
      checkOptions(caller, rules, chosen);
      assertStock(product, basketQuantities(contents).get(input.productId) ?? 0, input.quantity);
      const details = itemDetailsFor(
        { restaurant: caller.restaurant, basket, basketDates: basketDatesOf(contents) },
        product,
        input.quantity,
        input.extraInfo?.itemDetails,
      );
      const extraInfo = withDetails(input.extraInfo ?? {}, details);
      const twin = lineToMergeInto(mergeableLines(contents), {
        productId: input.productId,
        comment: extraInfo.comment,
        unitDetails: extraInfo.itemDetails?.length ?? 0,
        options: chosen,
      });
      if (twin) {
        const quantity = twin.quantity + input.quantity;
        await setLineQuantity(tx, { quantity, lineId: twin.id });
        const lines = contents.lines.map((line) => (line.id === twin.id ? { ...line, quantity } : line));
        return { contents: { ...contents, lines } };
      }
      const line = { product, rules, chosen, quantity: input.quantity, extraInfo };
      return { contents: await insertProductLine(caller, tx, basket, contents, line) };
    },
    withinLimits,
  );
}
