/** A delivery area (SPEC §3 postal codes with shipping price and minimum order value). */
export interface DeliveryArea {
  postalCode: string;
  shippingPrice: number;
  minimumOrderValue: number;
  /** order value from which delivery is free; null = never */
  freeFrom: number | null;
}

/** Normalises a postal code as guests type it ('  10435 ' → '10435'). */
export const normalisePostalCode = (value: string): string => value.replace(/\s+/g, '').toUpperCase();

export function findArea(areas: readonly DeliveryArea[], postalCode: string): DeliveryArea | undefined {
  const wanted = normalisePostalCode(postalCode);
  return areas.find((area) => normalisePostalCode(area.postalCode) === wanted);
}

/** Shipping for a subtotal in an area: free from its threshold, else its price. */
export const shippingPrice = (area: DeliveryArea, subtotal: number): number =>
  area.freeFrom !== null && subtotal >= area.freeFrom ? 0 : area.shippingPrice;

/** What the guest pays: subtotal − discount + shipping + tip, never below zero. */
export const orderTotal = (parts: {
  subtotal: number;
  discount: number;
  shipping: number;
  tip: number;
}): number => Math.max(0, parts.subtotal - parts.discount) + parts.shipping + parts.tip;
