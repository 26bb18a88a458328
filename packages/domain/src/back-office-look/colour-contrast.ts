/**
 * WCAG 2.2 contrast (success criterion 1.4.3): the storefront puts white text on the
 * restaurant's primary colour (buttons, the selected tab) and the colour as text on white
 * (links, prices), so the colour must stand 4.5:1 against white either way.
 */
export const minimumTextContrast = 4.5;

/** '#rrggbb' only: the shape the theme stores (restaurantThemeSchema). */
const hexColour = /^#[0-9a-fA-F]{6}$/;

/**
 * WCAG relative luminance of an sRGB '#rrggbb' colour, 0 (black) to 1 (white). The storefront's
 * first load calls it (contrastOn) with the stored theme colour, so it checks nothing itself:
 * `primaryColourProblems` refuses any other shape before a colour is stored.
 */
export function relativeLuminance(hex: string): number {
  const value = Number.parseInt(hex.slice(1), 16);
  const [r, g, b] = [(value >> 16) & 255, (value >> 8) & 255, value & 255].map((channel) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/**
 * Readable text on the primary colour: white on dark colours, near-black on light ones. The
 * back office refuses colours white text does not read on (issue 20); a light colour stored
 * before that still gets dark text.
 */
export function contrastOn(hex: string): string {
  return relativeLuminance(hex) > 0.4 ? '#1c1917' : '#ffffff';
}

/**
 * The restaurant's colours as the CSS the page carries from the server, so its first paint is in
 * them; undefined for anything but '#rrggbb' (nothing else may reach a stylesheet).
 */
export function themeCss(primaryColor: string): string | undefined {
  if (!hexColour.test(primaryColor)) return undefined;
  return `:root{--color-primary:${primaryColor};--color-primary-contrast:${contrastOn(primaryColor)}}`;
}

/** The contrast ratio of two colours, 1 (same) to 21 (black on white). */
export function contrastRatio(first: string, second: string): number {
  const [lighter, darker] = [relativeLuminance(first), relativeLuminance(second)].sort((a, b) => b - a) as [
    number,
    number,
  ];
  return (lighter + 0.05) / (darker + 0.05);
}

/** White text on the colour, rounded down to two decimals as a person reads it ('4.49:1' fails). */
export function whiteTextContrast(hex: string): number {
  return Math.floor(contrastRatio('#ffffff', hex) * 100) / 100;
}

export type ColourProblem =
  | { field: string; key: 'colour_format' }
  | { field: string; key: 'colour_contrast_low'; params: { ratio: string; minimum: string } };

/** Refuses anything but '#rrggbb', and a primary colour white text cannot be read on (WCAG AA, 4.5:1). */
export function primaryColourProblems(hex: string, field = 'primaryColor'): ColourProblem[] {
  if (!hexColour.test(hex)) return [{ field, key: 'colour_format' }];
  const ratio = whiteTextContrast(hex);
  return ratio >= minimumTextContrast
    ? []
    : [{ field, key: 'colour_contrast_low', params: { ratio: ratio.toFixed(2), minimum: '4.5' } }];
}
