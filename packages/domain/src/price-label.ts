/** SPEC §3 zero_price_format: how a price of 0 reads (default 'zero'). */
export type ZeroPriceFormat = 'zero' | 'free' | 'empty';

export type PriceLabel = { kind: 'amount'; minor: number } | { kind: 'free' } | { kind: 'none' };

/**
 * What a product card shows as its price: 'From' min_price when set, else the price; a zero
 * price follows the restaurant's format.
 */
export function productPriceLabel(
  price: number,
  minPrice: number | null,
  zeroFormat: ZeroPriceFormat,
): PriceLabel & { from: boolean } {
  if (minPrice !== null && minPrice > 0) return { kind: 'amount', minor: minPrice, from: true };
  if (price > 0) return { kind: 'amount', minor: price, from: false };
  if (zeroFormat === 'free') return { kind: 'free', from: false };
  if (zeroFormat === 'empty') return { kind: 'none', from: false };
  return { kind: 'amount', minor: 0, from: false };
}
