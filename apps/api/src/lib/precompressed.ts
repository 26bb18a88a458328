import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Answers smaller than this go out as they are (@fastify/compress is registered with it too). */
export const compressThreshold = 2048;

export type ContentEncoding = 'br' | 'gzip';

/**
 * The encoding to send a cached answer in: brotli, else gzip, as the client's Accept-Encoding
 * allows (a `q=0` refuses one); undefined for a client that asks for neither.
 */
export function acceptedEncoding(header: string | undefined): ContentEncoding | undefined {
  if (!header) return undefined;
  const accepted = new Set<string>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const refused = params.some((param) => /^\s*q\s*=\s*0(\.0*)?\s*$/.test(param));
    if (!refused) accepted.add(name.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return undefined;
}

// keyed by the cached Buffer itself: a copy lives as long as the cache keeps its answer
const copies = new WeakMap<Buffer, Partial<Record<ContentEncoding, Buffer>>>();

/**
 * Issue 21: a menu answer is compressed once per cache entry instead of once per request
 * (brotli at @fastify/compress's own default quality, 4).
 */
export function compressedOnce(body: Buffer, encoding: ContentEncoding): Buffer {
  let entry = copies.get(body);
  if (!entry) {
    entry = {};
    copies.set(body, entry);
  }
  entry[encoding] ??=
    encoding === 'br'
      ? brotliCompressSync(body, {
          params: {
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_QUALITY]: 4,
            [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          },
        })
      : gzipSync(body);
  return entry[encoding];
}
