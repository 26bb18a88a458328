/**
 * Issue 20 (images): what an uploaded picture becomes. Every upload is stored as a ladder of
 * widths in AVIF and WebP, never wider than the original, so the storefront's `srcset` can name
 * them without asking the server which exist.
 */

/** The widths every raster image is offered at (CSS pixels × density of the phones and screens served). */
export const IMAGE_WIDTHS = [320, 640, 1280] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

/** Formats stored for each width, best first: AVIF is smaller, WebP what every browser reads. */
export const IMAGE_FORMATS = ['avif', 'webp'] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];

/** A bigger file is refused before it is decoded (a phone's photo is 2–6 MB). */
export const IMAGE_MAX_BYTES = 10 * 1024 * 1024;

/** Decoding refuses more pixels than this (a 20-megapixel photo passes, a decompression bomb does not). */
export const IMAGE_MAX_PIXELS = 50_000_000;

/** The formats a manager may upload, recognised by their first bytes. */
export type UploadFormat = 'jpeg' | 'png' | 'webp' | 'avif' | 'gif';

const startsWith = (bytes: Uint8Array, offset: number, signature: readonly number[]) =>
  bytes.length >= offset + signature.length && signature.every((byte, i) => bytes[offset + i] === byte);
const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/**
 * The format a file really is, from its magic bytes — never from its name or the browser's
 * claimed type. Undefined for anything else (SVG, PDF, HEIC from an iPhone's "most compatible"
 * off, text files renamed .jpg).
 */
export function sniffImageFormat(bytes: Uint8Array): UploadFormat | undefined {
  if (startsWith(bytes, 0, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, 0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, 0, ascii('GIF87a')) || startsWith(bytes, 0, ascii('GIF89a'))) return 'gif';
  if (startsWith(bytes, 0, ascii('RIFF')) && startsWith(bytes, 8, ascii('WEBP'))) return 'webp';
  // ISO-BMFF: a box size, then 'ftyp' and the major brand
  if (
    startsWith(bytes, 4, ascii('ftyp')) &&
    (startsWith(bytes, 8, ascii('avif')) || startsWith(bytes, 8, ascii('avis')))
  )
    return 'avif';
  return undefined;
}

/**
 * The widths stored for an original `width` pixels wide: each ladder width it reaches, and the
 * original's own width where it falls short of the next step (a 500 px logo: 320 and 500).
 */
export function variantWidths(width: number): number[] {
  const reached = IMAGE_WIDTHS.filter((step) => step <= width);
  const top = IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]!;
  return width < top && !reached.includes(width as ImageWidth) ? [...reached, width] : reached;
}

/** The stored width that serves a request for `requested` pixels: the smallest at least as wide, else the widest. */
export function pickVariantWidth(
  stored: readonly number[],
  requested: number | undefined,
): number | undefined {
  const widths = [...stored].sort((a, b) => a - b);
  if (requested === undefined) return widths[widths.length - 1];
  return widths.find((width) => width >= requested) ?? widths[widths.length - 1];
}

/** AVIF for a browser that says it reads it (Accept), WebP for every other. */
export const negotiateFormat = (accept: string | undefined): ImageFormat =>
  accept?.includes('image/avif') ? 'avif' : 'webp';

/**
 * The `src`/`srcSet` pair the storefront gives an `<img>` for an image the API serves: one
 * candidate per ladder width; the server answers each with the nearest stored variant in the best
 * format the browser accepts (a vector image is the same file at every width). Other addresses
 * (a full URL of another host) are used as they are.
 */
export function responsiveImage(url: string): { src: string; srcSet?: string } {
  if (!/^\/api\/media\/\d+$/.test(url)) return { src: url };
  return {
    src: `${url}?w=${IMAGE_WIDTHS[1]}`,
    srcSet: IMAGE_WIDTHS.map((width) => `${url}?w=${width} ${width}w`).join(', '),
  };
}
