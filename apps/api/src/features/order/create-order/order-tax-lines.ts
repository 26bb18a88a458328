import type { BasketDto } from '@tavola/contracts';
import type { Database } from '@tavola/db';
import {
  type DeliveryType,
  type LineTaxPart,
  orderTax,
  restaurantRateRules,
  type TaxableLine,
  type TaxLine,
  toLocalMoment,
  wayOfOrdering,
} from '@tavola/domain';
import { ownerRateRules } from '../../back-office-taxes';
import type { BasketContents } from '../../basket';
import { restaurantSettings } from '../../restaurants';
import type { OrderCaller } from './order-caller';

/** The basket's lines as VAT sees them: each product's category, its options' and its set's items'. */
export function taxableLinesOf(view: BasketDto, contents: BasketContents): TaxableLine[] {
  return view.products.map((line) => {
    const product = contents.catalogue.get(line.RestaurantProductId);
    const category = product?.taxCategory ?? 'food';
    return {
      quantity: line.quantity,
      unitPrice: line.price,
      depotPerUnit: line.deposit / line.quantity,
      category,
      options: line.attributeItems.map((option) => ({
        price: option.price,
        quantity: option.quantity,
        category: product?.options.find((rule) => rule.pivotId === option.id)?.taxCategory ?? null,
      })),
      setItems: line.items.map((item) => {
        const chosen = contents.catalogue.get(item.RestaurantProductId);
        return {
          ownPrice: chosen?.price ?? 0,
          quantity: item.quantity,
          category: chosen?.taxCategory ?? category,
        };
      }),
    };
  });
}

/**
 * Step (issue 36, decisions 084 and 086): the order's VAT per rate at the moment it is placed,
 * from the rates on its date of supply (the wanted time, or now) in the restaurant's zone, and
 * each line's gross per rate (in the basket's order) for its receipt. Stored with the order;
 * nothing to undo.
 */
export async function orderTaxLines(
  tx: Database,
  caller: OrderCaller,
  order: {
    view: BasketDto;
    contents: BasketContents;
    deliveryType: DeliveryType;
    deliveryTime: Date | null;
    tableId: number | null;
    now: number;
  },
): Promise<{ taxLines: TaxLine[]; lineParts: LineTaxPart[][] }> {
  const { restaurant } = caller;
  const supplied = order.deliveryTime?.getTime() ?? order.now;
  const summary = orderTax({
    lines: taxableLinesOf(order.view, order.contents),
    rules: restaurantRateRules(restaurant.country, await ownerRateRules(tx, restaurant.id)),
    way: wayOfOrdering(order.deliveryType, order.tableId !== null),
    date: toLocalMoment(supplied, restaurant.timeZone).date,
    discount: order.view.voucherValue,
    shipping: order.view.shipping_price,
    tip: order.view.tip,
    tipTaxable: restaurantSettings(restaurant).tip_taxable,
  });
  return { taxLines: summary.lines, lineParts: summary.lineParts };
}
