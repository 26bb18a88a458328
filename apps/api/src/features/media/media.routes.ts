import { negotiateFormat, pickVariantWidth } from '@tavola/domain';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { notFound } from '../../lib/http-error';
import { variantContentType } from './image-variants';
import { findMedia } from './media.repository';
import { variantKey } from './media-storage';

/** An image never changes under its address (a replaced one gets a new id): cache it for a year. */
export const immutable = (reply: FastifyReply, contentType: string) =>
  reply
    .header('content-type', contentType)
    .header('cache-control', 'public, max-age=31536000, immutable')
    .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
    .header('x-content-type-options', 'nosniff');

/**
 * Product photos and logos. Public (an <img> sends no bearer token) and immutable: an image is
 * replaced by a new id, never edited. The demo's illustrations are SVG from the database; an
 * uploaded image (issue 20) is served from the media storage as the stored variant nearest the
 * asked width `w`, in AVIF to browsers that accept it and WebP to the others (`Vary: Accept`).
 */
export function mediaRoutes({ db, mediaStorage }: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/media/:id',
      {
        config: { public: true },
        schema: {
          tags: ['media'],
          params: z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) }),
          querystring: z.object({ w: z.coerce.number().int().positive().max(10_000).optional() }),
        },
      },
      async (request, reply) => {
        const image = await findMedia(db, request.params.id);
        if (!image) throw notFound('not_found');
        if (image.body) return immutable(reply, image.contentType).send(Buffer.from(image.body));

        const format = negotiateFormat(request.headers.accept);
        const widths = (image.variants ?? []).filter((v) => v.format === format).map((v) => v.width);
        const width = pickVariantWidth(widths, request.query.w);
        const file =
          width === undefined
            ? undefined
            : await mediaStorage.read(variantKey(image.restaurantId, request.params.id, width, format));
        if (!file) throw notFound('not_found');
        return immutable(reply, variantContentType(format)).header('vary', 'Accept').send(file);
      },
    );
  };
}
