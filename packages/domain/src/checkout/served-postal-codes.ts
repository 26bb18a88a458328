/** How many served postal codes a message names before it counts the rest. */
export const servedPostalCodesShown = 8;

/**
 * Issue 33: the postal codes a restaurant delivers to, as a guest outside them is told: sorted,
 * each once, the first few named and the rest counted. None: the restaurant names none.
 */
export function servedPostalCodes(
  areas: readonly { postalCode: string }[],
  shown = servedPostalCodesShown,
): { named: string[]; more: number } {
  const codes = [...new Set(areas.map((area) => area.postalCode.trim()).filter(Boolean))].sort();
  return { named: codes.slice(0, shown), more: Math.max(0, codes.length - shown) };
}
