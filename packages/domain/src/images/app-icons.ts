/**
 * Issue 20: the icons an installed storefront shows, made from the restaurant's logo. "any" icons
 * hold the logo on a transparent square; maskable ones (and Apple's touch icon, which iOS rounds
 * itself) hold it inside the safe zone on the restaurant's colour, since the launcher may cut
 * the square to any shape that keeps the zone.
 */
export const APP_ICONS = [
  { name: 'any-192', size: 192, purpose: 'any' },
  { name: 'any-512', size: 512, purpose: 'any' },
  { name: 'maskable-512', size: 512, purpose: 'maskable' },
  { name: 'apple-180', size: 180, purpose: 'apple' },
] as const;
export type AppIcon = (typeof APP_ICONS)[number];
export type AppIconName = AppIcon['name'];

/** The W3C maskable safe zone: a centred circle whose radius is 40 % of the icon's side. */
export const MASKABLE_SAFE_ZONE_RADIUS = 0.4;

/** An icon on the restaurant's colour (the colour is part of its address), else on transparency. */
export const onColour = (icon: AppIcon) => icon.purpose !== 'any';

/**
 * The largest size of a `width` × `height` logo whose corners stay inside the safe-zone circle of
 * a `size` px icon: its diagonal equals the circle's diameter. Whole pixels, rounded down.
 */
export function maskableLogoSize(
  width: number,
  height: number,
  size: number,
): { width: number; height: number } {
  const diameter = 2 * MASKABLE_SAFE_ZONE_RADIUS * size;
  const scale = diameter / Math.hypot(width, height);
  return {
    width: Math.max(1, Math.floor(width * scale)),
    height: Math.max(1, Math.floor(height * scale)),
  };
}
