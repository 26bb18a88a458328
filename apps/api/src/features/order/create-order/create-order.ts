import { orderPageUrl } from '../../../lib/order-page-url';
import { ticketLinesOf } from '../../basket';
import { chargePayfixCard } from '../../payment';
import { restaurantSettings } from '../../restaurants';
import { billForOrder } from '../../table-bill';
import { answerSlotFull, SlotFull, takeTickets } from '../../tickets';
import { deleteBasket } from '../order.statements';
import { checkAsShown } from './check-as-shown';
import { holdOrderSlot } from './hold-order-slot';
import type { OrderCaller, OrderLineRow, OrderRow } from './order-caller';
import { orderTaxLines } from './order-tax-lines';
import { payfixCardOf } from './payfix-card';
import { orderPlacedBefore } from './placed-before';
import { prepareOrder } from './prepare-order';
import { takeOrderStock } from './take-order-stock';
import { useOrderVoucher } from './use-order-voucher';
import { writeOrder } from './write-order';

export interface CreateOrderInput {
  basketId: string;
  paymentType: string;
  idempotencyKey?: string;
  qrCode?: string;
  pin?: string;
  /** the delivery time the guest saw last; undefined: not checked */
  deliveryTime?: string | null;
  /** the total the guest saw; undefined: not checked */
  total?: number;
  /** issue 17: the table's bill the order goes onto */
  tablePaymentId?: string;
}

/** Where the guest goes after a counter or card payment: the payment-status page of the storefront. */
const paymentLink = (caller: OrderCaller, order: { id: number; token: string; paymentState: string }) =>
  orderPageUrl(caller.publicUrl, caller.restaurant.slug, order, { status: order.paymentState });

/**
 * SPEC §7 order/create-order, exactly once and never oversold: in one PostgreSQL transaction,
 * named steps that each take one thing, the undo of each beside it in features/order-resources
 * (payment/… releases them through releaseOrderResources when a payment fails). A retry with
 * the same Idempotency-Key finds the order the first request placed and takes nothing again.
 */
export async function createOrder(
  caller: OrderCaller,
  input: CreateOrderInput,
): Promise<{ order: OrderRow; lines?: OrderLineRow[]; paymentLink: string; created: boolean }> {
  const payfixCard = input.paymentType === 'payFix' ? await payfixCardOf(caller, input) : undefined;
  return placeInTransaction(caller, input, payfixCard).catch(async (error: unknown) => {
    // a full event slot is answered once the transaction let go of the slot's counter
    throw error instanceof SlotFull ? await answerSlotFull(caller.db, error) : error;
  });
}

function placeInTransaction(caller: OrderCaller, input: CreateOrderInput, payfixCard: number | undefined) {
  const { restaurant } = caller;
  const settings = restaurantSettings(restaurant);
  return caller.db.transaction(async (tx) => {
    // did this already run?
    const placed = await orderPlacedBefore(tx, restaurant.id, input);
    if (placed) return { order: placed, paymentLink: paymentLink(caller, placed), created: false };

    // check: the basket passes every rule and is the one the guest saw
    const { basket, deliveryType, deliveryTime, tableId, contents, view, now, fallback, ticketing } =
      await prepareOrder(tx, caller, input);
    // pay at the counter is a pickup for now whatever the basket showed (SPEC §4), so it is not compared
    if (input.paymentType !== 'pwc') checkAsShown(view, input, restaurant.currency, caller.locale);
    const tablePaymentSessionId = input.tablePaymentId
      ? await billForOrder(tx, {
          restaurantId: restaurant.id,
          tableId,
          paymentType: input.paymentType,
          tablePaymentId: input.tablePaymentId,
        })
      : null;

    // take: stock, the voucher's use, the quarter hour — each undone by releaseOrderResources
    await takeOrderStock(tx, contents, { locale: caller.locale, fallback });
    const voucher = view.voucherValue > 0 ? contents.voucher : null;
    if (voucher) await useOrderVoucher(tx, voucher, now);
    const slotStart =
      settings.slot_capacity === null
        ? null
        : await holdOrderSlot(tx, caller, {
            deliveryType,
            deliveryTime,
            now,
            atTable: tableId !== null,
            capacity: settings.slot_capacity,
          });

    // write the order with its VAT per rate, charge a payFix card, remove the basket
    const { taxLines, lineParts } = await orderTaxLines(tx, caller, {
      view,
      contents,
      deliveryType,
      deliveryTime,
      tableId,
      now,
    });
    const { order, lines } = await writeOrder(tx, caller, {
      taxLines,
      lineParts,
      basket,
      contents,
      view,
      deliveryType,
      deliveryTime,
      slotStart,
      tableId,
      tablePaymentSessionId,
      paymentType: input.paymentType,
      idempotencyKey: input.idempotencyKey ?? null,
      voucher,
    });
    if (payfixCard !== undefined) await chargePayfixCard(tx, payfixCard, order.total);
    await deleteBasket(tx, basket.id);
    // issue 18: one ticket per named person, their places taken from the slot's capacity last,
    // so the slot's counter row stays locked only until the commit that follows
    if (ticketing)
      await takeTickets(tx, { restaurant, orderId: order.id, ...ticketing, lines: ticketLinesOf(contents) });
    return { order, lines, paymentLink: paymentLink(caller, order), created: true };
  });
}
