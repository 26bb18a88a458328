import type { DeliveryType } from '../delivery-types';

/**
 * Issue 36: what a thing sold is, for VAT. The law taxes food, non-alcoholic drinks and
 * alcoholic drinks differently when taken away; everything else (vouchers sold, merchandise,
 * class tickets) is "other".
 */
export const taxCategories = ['food', 'soft_drink', 'alcohol', 'other'] as const;
export type TaxCategory = (typeof taxCategories)[number];

/** How the guest receives it: the rate of a category depends on it (eaten in or taken away). */
export const waysOfOrdering = ['eat_in', 'table', 'pickup', 'delivery'] as const;
export type WayOfOrdering = (typeof waysOfOrdering)[number];

/** An order's way of ordering: an order placed at a table (QR code) is served there. */
export function wayOfOrdering(deliveryType: DeliveryType, atTable: boolean): WayOfOrdering {
  if (atTable) return 'table';
  if (deliveryType === 'here') return 'eat_in';
  return deliveryType;
}

/** A VAT rate in basis points of a percent: 700 is 7 %, 810 is 8.1 %. */
export type RateBasisPoints = number;

/** The rate as people read it: 700 → 7, 810 → 8.1. */
export const ratePercent = (rate: RateBasisPoints): number => rate / 100;
