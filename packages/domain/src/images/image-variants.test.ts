import { describe, expect, it } from 'vitest';
import {
  negotiateFormat,
  pickVariantWidth,
  responsiveImage,
  sniffImageFormat,
  variantWidths,
} from './image-variants';

const bytes = (...values: (number | string)[]) =>
  Uint8Array.from(values.flatMap((v) => (typeof v === 'string' ? [...v].map((c) => c.charCodeAt(0)) : [v])));

describe('sniffImageFormat', () => {
  it('knows JPEG, PNG, GIF, WebP and AVIF by their first bytes', () => {
    expect(sniffImageFormat(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('jpeg');
    expect(sniffImageFormat(bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe('png');
    expect(sniffImageFormat(bytes('GIF89a', 1))).toBe('gif');
    expect(sniffImageFormat(bytes('RIFF', 0, 0, 0, 0, 'WEBPVP8 '))).toBe('webp');
    expect(sniffImageFormat(bytes(0, 0, 0, 0x1c, 'ftypavif'))).toBe('avif');
  });

  it('refuses what only looks like an image by name: SVG, PDF, HEIC, text, nothing', () => {
    expect(sniffImageFormat(bytes('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeUndefined();
    expect(sniffImageFormat(bytes('%PDF-1.7'))).toBeUndefined();
    expect(sniffImageFormat(bytes(0, 0, 0, 0x18, 'ftypheic'))).toBeUndefined();
    expect(sniffImageFormat(bytes('hello.jpg'))).toBeUndefined();
    expect(sniffImageFormat(bytes(0xff, 0xd8))).toBeUndefined();
    expect(sniffImageFormat(new Uint8Array())).toBeUndefined();
  });
});

describe('variantWidths', () => {
  it('stores each ladder width the original reaches, never enlarging it', () => {
    expect(variantWidths(4000)).toEqual([320, 640, 1280]);
    expect(variantWidths(1280)).toEqual([320, 640, 1280]);
    expect(variantWidths(640)).toEqual([320, 640]);
    expect(variantWidths(500)).toEqual([320, 500]);
    expect(variantWidths(120)).toEqual([120]);
  });
});

describe('pickVariantWidth', () => {
  it('serves the smallest stored width at least as wide as asked, else the widest', () => {
    expect(pickVariantWidth([320, 640, 1280], 320)).toBe(320);
    expect(pickVariantWidth([320, 640, 1280], 400)).toBe(640);
    expect(pickVariantWidth([320, 500], 1280)).toBe(500);
    expect(pickVariantWidth([320, 500], undefined)).toBe(500);
    expect(pickVariantWidth([], 320)).toBeUndefined();
  });
});

describe('negotiateFormat', () => {
  it('gives AVIF only to a browser that accepts it', () => {
    expect(negotiateFormat('image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8')).toBe('avif');
    expect(negotiateFormat('image/webp,*/*')).toBe('webp');
    expect(negotiateFormat(undefined)).toBe('webp');
  });
});

describe('responsiveImage', () => {
  it('offers an API image at every ladder width, with a middle-sized src for browsers without srcset', () => {
    expect(responsiveImage('/api/media/12')).toEqual({
      src: '/api/media/12?w=640',
      srcSet: '/api/media/12?w=320 320w, /api/media/12?w=640 640w, /api/media/12?w=1280 1280w',
    });
  });

  it('leaves any other address as it is', () => {
    expect(responsiveImage('https://cdn.example/logo.png')).toEqual({ src: 'https://cdn.example/logo.png' });
    expect(responsiveImage('/api/media/12?w=320')).toEqual({ src: '/api/media/12?w=320' });
  });
});
