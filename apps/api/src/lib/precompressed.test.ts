import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { acceptedEncoding, compressedOnce } from './precompressed';

describe('acceptedEncoding', () => {
  it('prefers brotli, else gzip, as the client allows', () => {
    expect(acceptedEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(acceptedEncoding('gzip, deflate')).toBe('gzip');
    expect(acceptedEncoding('GZIP;q=0.5, BR;q=0')).toBe('gzip');
    expect(acceptedEncoding('br;q=0.0, gzip;q=0')).toBeUndefined();
    expect(acceptedEncoding('identity')).toBeUndefined();
    expect(acceptedEncoding(undefined)).toBeUndefined();
  });
});

describe('compressedOnce', () => {
  it('compresses a cached body once per encoding, to the same bytes when unpacked', () => {
    const body = Buffer.from(JSON.stringify({ data: Array.from({ length: 200 }, (_, id) => ({ id })) }));
    const br = compressedOnce(body, 'br');
    expect(compressedOnce(body, 'br')).toBe(br);
    expect(brotliDecompressSync(br).equals(body)).toBe(true);
    expect(gunzipSync(compressedOnce(body, 'gzip')).equals(body)).toBe(true);
    expect(br.length).toBeLessThan(body.length);
  });
});
