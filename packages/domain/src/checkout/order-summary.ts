import type { DeliveryType } from '../delivery-types';
import { type DeliveryArea, orderTotal, shippingPrice } from './shipping';
import { type VoucherRule, voucherDiscount } from './voucher';

/** What the summary needs of a basket; every amount in minor units, priced by the server. */
export interface OrderSummaryInput {
  /** each line's total, deposit included, and the deposit part of it */
  lines: readonly { totalPrice: number; depositTotal: number }[];
  voucher: Pick<VoucherRule, 'kind' | 'value' | 'minimumOrderValue'> | null;
  tip: number;
  deliveryType: DeliveryType;
  /** the area of the basket's postal code; null while none is known (or it is outside every area) */
  area: DeliveryArea | null;
  /** all the restaurant's areas: their lowest minimum applies while no postal code is known */
  areas: readonly DeliveryArea[];
}

/** SPEC §3/§8 minimum order value of delivery: what it is, how much is missing, for which postal code. */
export interface MinimumOrder {
  required: number;
  missing: number;
  /** null: no postal code known yet, `required` is the lowest minimum of all areas */
  postalCode: string | null;
}

/**
 * SPEC §8 'minimum order value not reached': a delivery basket below its area's minimum cannot
 * be ordered. While no postal code is known the lowest minimum is only shown, never enforced:
 * the guest may still choose pickup, or an area, at checkout (decision 022).
 */
export const minimumBlocksOrder = (minimum: MinimumOrder | null | undefined): boolean =>
  minimum != null && minimum.postalCode !== null && minimum.missing > 0;

export interface OrderSummary {
  /** the goods, without deposits */
  subtotal: number;
  deposits: number;
  discount: number;
  /** null while delivery has no known area: shipping is not in the total yet */
  shipping: number | null;
  tip: number;
  total: number;
  /** delivery only; null for pickup and here */
  minimumOrder: MinimumOrder | null;
}

/**
 * The money of a basket as the guest sees it and as create-order charges it: one function, so
 * the two cannot differ (issue 15). The order value (goods and deposits) is what a voucher's
 * minimum, its percentage, an area's minimum and its free-delivery threshold are measured on.
 */
export function orderSummary(input: OrderSummaryInput): OrderSummary {
  const orderValue = input.lines.reduce((sum, line) => sum + line.totalPrice, 0);
  const deposits = input.lines.reduce((sum, line) => sum + line.depositTotal, 0);
  // a voucher counts only while the basket reaches its minimum (items may have left since)
  const discount =
    input.voucher && orderValue >= input.voucher.minimumOrderValue
      ? voucherDiscount(input.voucher, orderValue)
      : 0;
  const delivery = input.deliveryType === 'delivery';
  const shipping = !delivery ? 0 : input.area ? shippingPrice(input.area, orderValue) : null;
  return {
    subtotal: orderValue - deposits,
    deposits,
    discount,
    shipping,
    tip: input.tip,
    total: orderTotal({ subtotal: orderValue, discount, shipping: shipping ?? 0, tip: input.tip }),
    minimumOrder: delivery ? minimumOrder(input, orderValue) : null,
  };
}

function minimumOrder(input: OrderSummaryInput, orderValue: number): MinimumOrder | null {
  const required = input.area
    ? input.area.minimumOrderValue
    : Math.min(...input.areas.map((area) => area.minimumOrderValue));
  // a restaurant without delivery areas delivers nowhere: no minimum to show
  if (!Number.isFinite(required)) return null;
  return {
    required,
    missing: Math.max(0, required - orderValue),
    postalCode: input.area?.postalCode ?? null,
  };
}
