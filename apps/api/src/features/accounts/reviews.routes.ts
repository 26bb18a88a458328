import {
  createTestimonialBodySchema,
  messageResponseSchema,
  removeTestimonialBodySchema,
  testimonialListQuerySchema,
  testimonialListResponseSchema,
  testimonialResponseSchema,
  testimonialShowQuerySchema,
} from '@tavola/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { requireCustomer } from './customer';
import { createReview, listReviews, removeReview, showReview } from './reviews.service';
import { success } from './success-message';

const tags = ['reviews'];

/** SPEC §7 testimonials rows: reviews of orders, read by everyone on the storefront. */
export function reviewRoutes({ db, requireRestaurant }: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/testimonials/create',
      {
        config: { answers: [409] },
        schema: { tags, body: createTestimonialBodySchema, response: { 200: testimonialResponseSchema } },
      },
      async (request) => {
        const { restaurantId, ...input } = request.body;
        const restaurant = await requireRestaurant(restaurantId);
        const data = await createReview(db, restaurant, request.principal, input);
        return { data, message: success(request, 'review_submitted') };
      },
    );

    app.get(
      '/testimonials',
      {
        schema: {
          tags,
          querystring: testimonialListQuerySchema,
          response: { 200: testimonialListResponseSchema },
        },
      },
      async (request) => {
        const restaurant = await requireRestaurant(request.query.restaurantId);
        return listReviews(db, restaurant, request.query.page, request.query.per_page);
      },
    );

    app.get(
      '/testimonials/show',
      {
        schema: {
          tags,
          querystring: testimonialShowQuerySchema,
          response: { 200: testimonialResponseSchema },
        },
      },
      async (request) => {
        const restaurant = await requireRestaurant(request.query.restaurantId);
        return { data: await showReview(db, restaurant, request.query.testimonialId) };
      },
    );

    app.put(
      '/testimonials/remove',
      { schema: { tags, body: removeTestimonialBodySchema, response: { 200: messageResponseSchema } } },
      async (request) => {
        await removeReview(db, requireCustomer(request), request.body.id);
        return { message: success(request, 'review_deleted') };
      },
    );
  };
}
