import { loginRequestSchema, loginResponseSchema } from '@tavola/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { HttpError } from '../../lib/http-error';
import { verifyCustomerLogin, verifyManagerLogin } from './login.service';

/**
 * SPEC §7 POST api/auth/login: a customer token for one restaurant's storefront, or with the
 * manager option a manager token only. Reachable with or without a guest token.
 */
/** a customer logs in at one storefront: the restaurant must be named and exist */
function restaurantNamed(requireRestaurant: AppDeps['requireRestaurant']) {
  return async (restaurantId: number | undefined): Promise<number> => {
    if (restaurantId === undefined) {
      throw new HttpError(
        422,
        'validation_failed',
        {},
        {
          restaurantId: [{ key: 'field_required', params: { field: 'restaurantId' } }],
        },
      );
    }
    return (await requireRestaurant(restaurantId)).id;
  };
}

export function loginRoutes({ db, tokens, config, requireRestaurant }: AppDeps): FastifyPluginAsyncZod {
  const customerRestaurant = restaurantNamed(requireRestaurant);
  return async (app) => {
    app.post(
      '/auth/login',
      {
        config: { public: true },
        schema: { tags: ['auth'], body: loginRequestSchema, response: { 200: loginResponseSchema } },
      },
      async (request) => {
        const { email, password, restaurantId, manager } = request.body;
        const principal = manager
          ? await verifyManagerLogin(db, email, password)
          : await verifyCustomerLogin(db, await customerRestaurant(restaurantId), email, password);
        const ttl = config.LOGIN_TOKEN_TTL_SECONDS;
        const token = await tokens.issue(principal, ttl);
        return {
          data: {
            access_token: token,
            token_type: 'Bearer' as const,
            expires_in: ttl,
            role: principal.kind === 'manager' ? ('manager' as const) : ('customer' as const),
          },
        };
      },
    );
  };
}
