import {
  backOfficeQuerySchema,
  blogPostBodySchema,
  blogPostDeletedSchema,
  blogPostRefSchema,
  blogPostSavedSchema,
  blogPublishBodySchema,
  managerBlogResponseSchema,
  updateBlogPostBodySchema,
} from '@tavola/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { requestLocale } from '../../plugins/locale';
import { titled } from '../activity';
import { managedRestaurant, requireManagerId, successMessage } from '../manager-access';
import { changePost, createPost, managerBlog, publishPost, removePost } from './blog-posts.service';

const tags = ['managers'];

/** Issue 20 (back office): a manager's blog posts and their tags; every write route of the blog is here. */
export function backOfficeBlogRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  const { db } = deps;
  const viewOf = async (request: Parameters<typeof requestLocale>[0], restaurantId: number) => ({
    restaurant: (await managedRestaurant(deps, request.principal, restaurantId)).restaurant,
    locale: requestLocale(request),
  });

  return async (app) => {
    // a guest's or customer's token is refused before its input is even looked at
    app.addHook('preValidation', async (request) => {
      requireManagerId(request.principal);
    });

    app.get(
      '/managers/blog',
      { schema: { tags, querystring: backOfficeQuerySchema, response: { 200: managerBlogResponseSchema } } },
      async (request) => ({ data: await managerBlog(db, await viewOf(request, request.query.restaurantId)) }),
    );

    app.post(
      '/managers/blog/create',
      {
        config: { activity: { kind: 'content.post.create', subject: titled } },
        schema: { tags, body: blogPostBodySchema, response: { 200: blogPostSavedSchema } },
      },
      async (request) => {
        const data = await createPost(db, await viewOf(request, request.body.restaurantId), request.body);
        return { data, message: successMessage(request, 'blog_post_created') };
      },
    );

    app.post(
      '/managers/blog/update',
      {
        config: { activity: { kind: 'content.post.update', subject: titled } },
        schema: { tags, body: updateBlogPostBodySchema, response: { 200: blogPostSavedSchema } },
      },
      async (request) => {
        const view = await viewOf(request, request.body.restaurantId);
        const data = await changePost(db, view, request.body.id, request.body);
        return { data, message: successMessage(request, 'blog_post_updated') };
      },
    );

    app.post(
      '/managers/blog/publish',
      {
        config: { activity: { kind: 'content.post.publish', subject: titled } },
        schema: {
          tags,
          description: 'Publishes a draft (keeping its first date) or makes a published post a draft again.',
          body: blogPublishBodySchema,
          response: { 200: blogPostSavedSchema },
        },
      },
      async (request) => {
        const view = await viewOf(request, request.body.restaurantId);
        const data = await publishPost(db, view, request.body.id, request.body.published);
        const key = request.body.published ? 'blog_post_published' : 'blog_post_unpublished';
        return { data, message: successMessage(request, key) };
      },
    );

    app.post(
      '/managers/blog/delete',
      {
        config: { activity: { kind: 'content.post.delete' } },
        schema: { tags, body: blogPostRefSchema, response: { 200: blogPostDeletedSchema } },
      },
      async (request) => {
        const { restaurant } = await managedRestaurant(deps, request.principal, request.body.restaurantId);
        const data = await removePost(db, restaurant, request.body.id);
        return { data, message: successMessage(request, 'blog_post_deleted') };
      },
    );
  };
}
