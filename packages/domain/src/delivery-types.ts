/** SPEC §3 codes: delivery type ids 1 delivery, 2 pickup, 3 here. */
export const deliveryTypes = ['delivery', 'pickup', 'here'] as const;
export type DeliveryType = (typeof deliveryTypes)[number];

export const deliveryTypeIds: Record<DeliveryType, 1 | 2 | 3> = { delivery: 1, pickup: 2, here: 3 };

/** Accepts the names the spec allows ('takeaway' is the older name of pickup) and the numeric ids. */
export function parseDeliveryType(value: unknown): DeliveryType | undefined {
  if (value === 'takeaway' || value === 2 || value === '2') return 'pickup';
  if (value === 1 || value === '1') return 'delivery';
  if (value === 3 || value === '3') return 'here';
  return (deliveryTypes as readonly unknown[]).includes(value) ? (value as DeliveryType) : undefined;
}

/** SPEC §4 Delivery type change: 'here' is hidden while the restaurant is closed. */
export function offeredDeliveryTypes(enabled: readonly DeliveryType[], closed: boolean): DeliveryType[] {
  return deliveryTypes.filter((type) => enabled.includes(type) && !(closed && type === 'here'));
}

/**
 * Issue 15: the delivery type chosen for a guest who has chosen none: the first offered type
 * that is open now (pickup around the clock rather than a delivery that starts at 18:00), else
 * the first offered one; never a type the restaurant does not offer.
 */
export function preferredDeliveryType(
  offered: readonly DeliveryType[],
  openNow: readonly DeliveryType[],
): DeliveryType | undefined {
  return offered.find((type) => openNow.includes(type)) ?? offered[0];
}
