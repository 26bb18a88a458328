import { type AppIcon, IMAGE_MAX_PIXELS, maskableLogoSize, onColour } from '@tavola/domain';

// a vector logo (the demo's) is drawn at 300 dpi, well over the 512 px icon; a photo ignores it
const decodeOptions = { failOn: 'error', limitInputPixels: IMAGE_MAX_PIXELS, density: 300 } as const;

/**
 * One app icon from a logo's pixels, as PNG: an "any" icon holds the logo whole on a transparent
 * square; one on the restaurant's colour holds it inside the maskable safe zone (decision 051).
 */
export async function makeLogoIcon(logo: Buffer, icon: AppIcon, colour: string): Promise<Buffer> {
  // libvips is loaded with the first icon asked: a server that only serves the menu never needs it
  const { default: sharp } = await import('sharp');
  const { size } = icon;
  if (!onColour(icon))
    return sharp(logo, decodeOptions)
      .resize(size, size, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } })
      .png()
      .toBuffer();
  const metadata = await sharp(logo, decodeOptions).metadata();
  const fit = maskableLogoSize(metadata.width, metadata.height, size);
  const inner = await sharp(logo, decodeOptions)
    .resize(fit.width, fit.height, { fit: 'fill' })
    .png()
    .toBuffer();
  // opaque: a launcher (and iOS) would otherwise fill the transparent corners black
  return sharp({ create: { width: size, height: size, channels: 3, background: colour } })
    .composite([{ input: inner, gravity: 'centre' }])
    .png()
    .toBuffer();
}
