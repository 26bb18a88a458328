import {
  blogDetailResponseSchema,
  blogListResponseSchema,
  blogShowQuerySchema,
  blogShowSlugQuerySchema,
  blogsByTagQuerySchema,
  blogsByTagResponseSchema,
  blogsQuerySchema,
} from '@tavola/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { requestLocale } from '../../plugins/locale';
import { byId, bySlug } from './blog.repository';
import { createBlogService } from './blog.service';

const tags = ['blog'];

/** SPEC §7 GET api/blogs, api/blogs/by-tag, api/blogs/show, api/blogs/show/slug. */
export function blogRoutes({ db, requireRestaurant }: AppDeps): FastifyPluginAsyncZod {
  const blogs = createBlogService(db);
  return async (app) => {
    app.get(
      '/blogs',
      { schema: { tags, querystring: blogsQuerySchema, response: { 200: blogListResponseSchema } } },
      async (request) => ({
        data: await blogs.list(await requireRestaurant(request.query.restaurantId), requestLocale(request)),
      }),
    );

    app.get(
      '/blogs/by-tag',
      { schema: { tags, querystring: blogsByTagQuerySchema, response: { 200: blogsByTagResponseSchema } } },
      async (request) => ({
        data: await blogs.byTag(
          await requireRestaurant(request.query.restaurantId),
          requestLocale(request),
          request.query.tagId,
        ),
      }),
    );

    app.get(
      '/blogs/show',
      { schema: { tags, querystring: blogShowQuerySchema, response: { 200: blogDetailResponseSchema } } },
      async (request) => ({
        data: await blogs.show(
          await requireRestaurant(request.query.restaurantId),
          requestLocale(request),
          byId(request.query.blogId),
        ),
      }),
    );

    app.get(
      '/blogs/show/slug',
      { schema: { tags, querystring: blogShowSlugQuerySchema, response: { 200: blogDetailResponseSchema } } },
      async (request) => ({
        data: await blogs.show(
          await requireRestaurant(request.query.restaurantId),
          requestLocale(request),
          bySlug(request.query.blogSlug),
        ),
      }),
    );
  };
}
