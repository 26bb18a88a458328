/**
 * Issue 15: the tip presets offered at checkout, in percent of the subtotal; a restaurant may
 * set its own in the back office (issue 20, settings.tip_percents), these are the default.
 */
export const tipPresetPercents = [5, 10, 15] as const;

/**
 * A percentage tip in minor units, on the server's subtotal (before discount, shipping and tip),
 * rounded to the nearest minor unit (half up): 10 % of 1 234 is 123, 5 % of 1 250 is 63.
 */
export function tipForPercent(subtotal: number, percent: number): number {
  if (subtotal <= 0 || percent <= 0) return 0;
  return Math.round((subtotal * percent) / 100);
}

/** The preset whose amount the basket's tip is, if any (the radio that shows as chosen). */
export function presetOfTip(
  subtotal: number,
  tip: number,
  percents: readonly number[] = tipPresetPercents,
): number | undefined {
  if (tip <= 0) return undefined;
  return percents.find((percent) => tipForPercent(subtotal, percent) === tip);
}
