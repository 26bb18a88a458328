import { basketIdSchema, localeSchema, restaurantIdSchema } from './fields';

/** What names a guest's basket in every basket, checkout and order request. */
export const basketRef = {
  restaurantId: restaurantIdSchema,
  basketId: basketIdSchema,
  lang: localeSchema.optional(),
};
