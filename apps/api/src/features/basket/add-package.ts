import type { BasketDto } from '@tavola/contracts';
import { schema } from '@tavola/db';
import { HttpError } from '../../lib/http-error';
import type { AddInput } from './add-product';
import { addUnitsToLine } from './add-units-to-line';
import { assertOrderable } from './assert-orderable';
import { assertStock } from './assert-stock';
import { findPackageRules, findProductsWithRules } from './basket.repository';
import type { BasketCaller } from './basket-caller';
import { basketQuantities } from './basket-view';
import { changeBasket, withinLimits } from './change-basket';
import { invalidField } from './invalid-field';
import { basketDatesOf, itemDetailsFor, withDetails } from './item-details';
import { checkPackageChoices, type PackageItem } from './package-choices';

export interface PackageInput {
  basketId: string;
  productId: number;
  basketProductId?: number;
  quantity: number;
  productItems?: PackageItem[];
  extraInfo?: AddInput['extraInfo'];
}

/**
 * SPEC §7 add-product-package-items: a package with one choice per step (within each step's min
 * and max). Every package added is a line of its own with its choices; basketProductId adds
 * units to an existing one.
 */
export function addPackage(caller: BasketCaller, input: PackageInput): Promise<BasketDto> {
  return changeBasket(
    caller,
    input.basketId,
    async (tx, basket, contents) => {
      const { basketProductId } = input;
      if (basketProductId !== undefined) {
        await addUnitsToLine(caller, tx, basket, contents, { ...input, basketProductId });
        return;
      }
      const [product] = [
        ...(await findProductsWithRules(tx, caller.restaurant.id, [input.productId])).values(),
      ];
      assertOrderable(caller, basket, product);
      const steps = await findPackageRules(tx, caller.restaurant.id, input.productId);
      if (!product!.isPackage || steps.length === 0) throw new HttpError(400, 'product_has_no_package');
      const items = input.productItems ?? [];
      const selection = await checkPackageChoices(caller, tx, steps, items);
      // every component must fit: the package is unavailable if any would run out
      const chosenProducts = await findProductsWithRules(
        tx,
        caller.restaurant.id,
        items.map((item) => item.productId),
      );
      const inCart = basketQuantities(contents);
      const perPackage = new Map<number, number>();
      for (const item of items)
        perPackage.set(item.productId, (perPackage.get(item.productId) ?? 0) + item.quantity);
      for (const [productId, quantity] of perPackage) {
        const chosen = chosenProducts.get(productId);
        if (!chosen?.active) throw invalidField('productItems', [{ key: 'package_not_available' }]);
        assertStock(chosen, inCart.get(productId) ?? 0, quantity * input.quantity);
      }
      if (product!.stock !== null) assertStock(product!, inCart.get(product!.id) ?? 0, input.quantity);
      const details = itemDetailsFor(
        { restaurant: caller.restaurant, basket, basketDates: basketDatesOf(contents) },
        product!,
        input.quantity,
        input.extraInfo?.itemDetails,
      );
      const [line] = await tx
        .insert(schema.basketProducts)
        .values({
          restaurantId: caller.restaurant.id,
          basketId: basket.id,
          productId: input.productId,
          quantity: input.quantity,
          extraInfo: withDetails(input.extraInfo ?? {}, details),
        })
        .returning({ id: schema.basketProducts.id });
      if (items.length) {
        await tx.insert(schema.basketPackageItems).values(
          Object.values(selection).flatMap((choices) =>
            Object.entries(choices).map(([choiceId, quantity]) => ({
              restaurantId: caller.restaurant.id,
              basketProductId: line!.id,
              packageStepProductId: Number(choiceId),
              quantity,
            })),
          ),
        );
      }
    },
    withinLimits,
  );
}
