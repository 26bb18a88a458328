import { schema } from '@tavola/db';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { notFound } from '../../lib/http-error';

/**
 * Product photos and logos, stored with their restaurant. Public (an <img> sends no bearer
 * token) and immutable: an image is replaced by a new id, never edited.
 */
export function mediaRoutes({ db }: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/media/:id',
      {
        config: { public: true },
        schema: {
          tags: ['media'],
          params: z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) }),
        },
      },
      async (request, reply) => {
        const [image] = await db
          .select({ contentType: schema.media.contentType, body: schema.media.body })
          .from(schema.media)
          .where(eq(schema.media.id, request.params.id));
        if (!image) throw notFound('not_found');
        return reply
          .header('content-type', image.contentType)
          .header('cache-control', 'public, max-age=31536000, immutable')
          .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
          .header('x-content-type-options', 'nosniff')
          .send(Buffer.from(image.body));
      },
    );
  };
}
