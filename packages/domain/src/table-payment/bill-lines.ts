import type { BillLine } from './table-bill';

/**
 * Issue 33: the lines of a table's bill, each costing what its order charged for it, so the lines
 * add up to the bill's total to the cent and a guest paying by items pays what was charged.
 */

/** An order on the bill, as create-order charged it (minor units). */
export interface ChargedOrder {
  id: number;
  /** what the order charges: its lines less its voucher's discount, plus its tip */
  total: number;
  /** the tip placed with the order (in `total`) */
  tip: number;
  /** each line's total, options and deposits included, before any discount */
  lines: readonly { id: number; quantity: number; totalPrice: number }[];
}

/** An item the restaurant added to the bill (SPEC §7 externalBasketItems). */
export interface AddedItem {
  id: number;
  unitPrice: number;
  quantity: number;
}

export const orderLineKey = (id: number) => `order-line:${id}`;
export const orderTipKey = (orderId: number) => `order-tip:${orderId}`;
export const externalItemKey = (id: number) => `external:${id}`;

/** What a bill line's key names: an order's line, an order's tip, or an added item. */
export type BillLineTarget = { orderProductId: number } | { tipOrderId: number } | { externalItemId: number };

export function billLineTarget(key: string): BillLineTarget | undefined {
  const match = /^(order-line|order-tip|external):(\d{1,12})$/.exec(key);
  if (!match) return undefined;
  const id = Number(match[2]);
  if (match[1] === 'order-line') return { orderProductId: id };
  if (match[1] === 'order-tip') return { tipOrderId: id };
  return { externalItemId: id };
}

/**
 * `total` shared out in proportion to `weights`, in whole minor units that sum exactly to it: the
 * cents lost to rounding go to the largest remainders, earlier parts first on a tie. Without any
 * weight the parts are equal (as equalShare).
 */
export function apportion(total: number, weights: readonly number[]): number[] {
  if (weights.length === 0) return [];
  const sum = weights.reduce((acc, weight) => acc + weight, 0);
  const used = sum > 0 ? weights : weights.map(() => 1);
  const usedSum = sum > 0 ? sum : weights.length;
  const parts = used.map((weight) => Math.floor((total * weight) / usedSum));
  const rest = total - parts.reduce((acc, part) => acc + part, 0);
  const byRemainder = used
    .map((weight, index) => ({ index, remainder: (total * weight) % usedSum }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (let given = 0; given < rest; given += 1) parts[byRemainder[given]!.index]! += 1;
  return parts;
}

/**
 * The bill's lines: per order its lines, the goods' part of its total shared over them by what
 * each line cost (so a voucher's discount lowers each line by its share, and without one a line
 * costs exactly its total, deposit included once), then its tip as a line of its own; then the
 * items the restaurant added. The lines sum to the orders' totals and the added items.
 */
export function billLines(orders: readonly ChargedOrder[], added: readonly AddedItem[]): BillLine[] {
  const lines: BillLine[] = [];
  for (const order of orders) {
    const tip = Math.min(Math.max(0, order.tip), order.total);
    const amounts = apportion(
      order.total - tip,
      order.lines.map((line) => line.totalPrice),
    );
    order.lines.forEach((line, index) => {
      lines.push({ key: orderLineKey(line.id), quantity: line.quantity, amount: amounts[index]! });
    });
    if (tip > 0) lines.push({ key: orderTipKey(order.id), quantity: 1, amount: tip });
  }
  for (const item of added)
    lines.push({
      key: externalItemKey(item.id),
      quantity: item.quantity,
      amount: item.unitPrice * item.quantity,
    });
  return lines;
}
