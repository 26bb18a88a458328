import {
  IMAGE_FORMATS,
  IMAGE_MAX_PIXELS,
  type ImageFormat,
  sniffImageFormat,
  variantWidths,
} from '@tavola/domain';
import type { ServerMessageKey } from '@tavola/i18n';
import type { Sharp } from 'sharp';

export interface EncodedVariant {
  width: number;
  height: number;
  format: ImageFormat;
  body: Buffer;
}

/** Why an upload cannot become an image; the route answers it beside the file field. */
export class ImageRefused extends Error {
  constructor(readonly key: ServerMessageKey) {
    super(key);
    this.name = 'ImageRefused';
  }
}

export const variantContentType = (format: ImageFormat) => `image/${format}`;

// decoding stops at the first broken or missing byte (a truncated upload is refused, not greyed out)
const decodeOptions = { failOn: 'error', limitInputPixels: IMAGE_MAX_PIXELS } as const;

const encoders: Record<ImageFormat, (image: Sharp) => Sharp> = {
  avif: (image) => image.avif({ quality: 55, effort: 3 }),
  webp: (image) => image.webp({ quality: 78, effort: 4 }),
};

/**
 * An uploaded file as the variants the storefront is served: its bytes must be an image by their
 * signature, decode completely and fit the pixel limit. Turned upright by its EXIF orientation;
 * metadata (a phone photo's GPS position) is not copied into any variant.
 */
export async function encodeVariants(bytes: Buffer): Promise<EncodedVariant[]> {
  if (bytes.length === 0) throw new ImageRefused('image_empty');
  if (!sniffImageFormat(bytes)) throw new ImageRefused('image_type');
  // libvips is loaded with the first upload: a server that only serves the menu never needs it
  const { default: sharp } = await import('sharp');
  try {
    const metadata = await sharp(bytes, decodeOptions).metadata();
    const widths = variantWidths(metadata.autoOrient?.width ?? metadata.width);
    // decoded once, completely (a broken file fails here, before anything is stored), upright and
    // at the widest variant; every variant is made from these pixels
    const { data, info } = await sharp(bytes, decodeOptions)
      .rotate()
      .resize({ width: widths[widths.length - 1], withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const pixels = { raw: { width: info.width, height: info.height, channels: info.channels } };
    const variants: EncodedVariant[] = [];
    for (const target of widths) {
      for (const format of IMAGE_FORMATS) {
        const resized = sharp(data, pixels).resize({ width: target });
        const encoded = await encoders[format](resized).toBuffer({ resolveWithObject: true });
        variants.push({ width: target, height: encoded.info.height, format, body: encoded.data });
      }
    }
    return variants;
  } catch (error) {
    const message = (error as Error).message;
    throw new ImageRefused(/pixel limit/i.test(message) ? 'image_too_many_pixels' : 'image_corrupt');
  }
}
