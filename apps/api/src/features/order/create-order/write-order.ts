import type { BasketDto } from '@tavola/contracts';
import type { Database } from '@tavola/db';
import { type DeliveryType, isHostedPayment, type LineTaxPart, type TaxLine } from '@tavola/domain';
import type { BasketContents, BasketRow } from '../../basket';
import { insertOrder, insertOrderLines } from '../order.statements';
import type { OrderCaller } from './order-caller';

/** An order's payment state when it is written: providers confirm later, a payFix card at once. */
const initialPaymentState = (type: string) =>
  isHostedPayment(type) ? 'open' : type === 'payFix' ? 'paid' : 'on_site';

/** What the steps before decided, for the order's row. */
export interface OrderToWrite {
  basket: BasketRow;
  contents: BasketContents;
  view: BasketDto;
  deliveryType: DeliveryType;
  deliveryTime: Date | null;
  slotStart: Date | null;
  tableId: number | null;
  tablePaymentSessionId: number | null;
  paymentType: string;
  idempotencyKey: string | null;
  voucher: { id: number; code: string } | null;
  /** issue 36: VAT per rate, computed by the orderTaxLines step */
  taxLines: TaxLine[];
  /** issue 36: each line's gross per rate, in the order of view.products */
  lineParts: LineTaxPart[][];
}

/**
 * Step: the order and its lines, priced as the basket answer showed them (undo: the order's
 * own cancellation, which gives back what the steps took). The lines are returned as written:
 * the order's mails need not read them again after the commit.
 */
export async function writeOrder(tx: Database, caller: OrderCaller, order: OrderToWrite) {
  const { restaurant } = caller;
  const { view, contents } = order;
  const row = await insertOrder(tx, {
    restaurantId: restaurant.id,
    userId: caller.principal?.kind === 'customer' ? caller.principal.userId : null,
    guestId: caller.principal?.kind === 'public' ? caller.principal.guestId : null,
    idempotencyKey: order.idempotencyKey,
    basketId: order.basket.id,
    deliveryType: order.deliveryType,
    deliveryTime: order.deliveryTime,
    slotStart: order.slotStart,
    tableId: order.tableId,
    tablePaymentSessionId: order.tablePaymentSessionId,
    paymentType: order.paymentType,
    paymentState: initialPaymentState(order.paymentType),
    isOnlinePayment: isHostedPayment(order.paymentType),
    contact: order.basket.contact,
    subtotal: view.totalPrice,
    // of the subtotal, the deposits (bottles, jars): the order page shows them as the checkout did
    depotTotal: view.summary.deposits,
    shippingPrice: view.shipping_price,
    tip: view.tip,
    voucherId: order.voucher?.id ?? null,
    voucherCode: order.voucher?.code ?? null,
    discount: view.voucherValue,
    total: view.totalWithDiscount,
    taxLines: order.taxLines,
    currency: restaurant.currency,
    lang: caller.locale,
    createdAt: new Date(),
    updatedAt: new Date(),
  });
  const lines = await insertOrderLines(
    tx,
    view.products.map((line, index) => {
      const product = contents.catalogue.get(line.RestaurantProductId);
      return {
        restaurantId: restaurant.id,
        orderId: row.id,
        productId: line.RestaurantProductId,
        name: product?.name ?? { [caller.locale]: line.name },
        quantity: line.quantity,
        unitPrice: line.price,
        totalPrice: line.totalPrice,
        depotName: product?.depot?.name ?? null,
        depotPrice: product?.depot?.price ?? 0,
        options: [
          ...line.attributeItems.map((option) => ({
            kind: 'attribute' as const,
            name: { [caller.locale]: `${option.group}: ${option.item}` },
            quantity: option.quantity,
            price: option.price,
            sourceId: option.id,
          })),
          ...line.items.map((item) => ({
            kind: 'package' as const,
            name: { [caller.locale]: item.name },
            quantity: item.quantity,
            price: item.price,
            productId: item.RestaurantProductId,
            sourceId: item.productPackageId,
          })),
        ],
        taxParts: order.lineParts[index] ?? [],
        extraInfo: contents.lines.find((entry) => entry.id === line.id)?.extraInfo ?? {},
      };
    }),
  );
  return { order: row, lines };
}
