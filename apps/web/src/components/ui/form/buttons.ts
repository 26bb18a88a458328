/**
 * The storefront's two button looks, in the restaurant's colour (one place instead of a copy per
 * form). Hover lifts the button with a shadow and leaves its colours alone: fading it dropped the
 * text's contrast below 4.5:1 on the demo's green (axe, serious).
 */
export const primaryButton =
  'rounded-full bg-primary px-5 py-2.5 text-center font-semibold text-(--color-primary-contrast) transition-shadow hover:shadow-md disabled:cursor-not-allowed disabled:opacity-50';
export const secondaryButton =
  'rounded-full px-4 py-2.5 text-center font-medium text-stone-800 ring-1 ring-stone-300 hover:bg-stone-50 disabled:opacity-50';
