import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import { acceptedEncoding, compressedOnce, compressThreshold } from '../../lib/precompressed';
import type { ResponseCache } from '../../lib/response-cache';
import type { MenuView } from './catalogue.service';

/** One restaurant's menu as one guest sees it: language, delivery type, the minute ordered for. */
// today is part of the view: a pre-ordered happy hour's days start there (decision 047)
export const viewKey = (restaurantId: number, view: MenuView) =>
  `${restaurantId}:${view.locale}:${view.deliveryType ?? ''}:${view.moment.date}T${view.moment.minutes}:${view.ownDates.min}`;

// a route answered by sendCached encodes its answer once per cache entry: @fastify/compress's
// per-request hooks (onRequest and onSend) would only look at it and pass it on (issue 21: ~7 %
// of products' CPU)
export const encodesItself = { compress: false } as const;

/**
 * Answers from the short-lived menu cache; the contract is checked when the entry is made,
 * and a compressed copy is made once per entry (issue 21), not per request.
 */
export function cachedMenuAnswer(menuCache: ResponseCache) {
  return async function sendCached(
    reply: FastifyReply,
    key: string,
    contract: z.ZodType,
    compute: () => Promise<unknown>,
  ) {
    const body = await menuCache.get(key, async () => JSON.stringify(contract.parse(await compute())));
    reply.type('application/json; charset=utf-8');
    const encoding =
      body.length >= compressThreshold
        ? acceptedEncoding(reply.request.headers['accept-encoding'])
        : undefined;
    if (!encoding) return reply.send(body);
    // @fastify/compress leaves an answer that names its encoding as it is
    return reply
      .header('content-encoding', encoding)
      .header('vary', 'accept-encoding')
      .send(compressedOnce(body, encoding));
  };
}
