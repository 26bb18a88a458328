import { loginRequestSchema, loginResponseSchema } from '@tavola/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { HttpError } from '../../lib/http-error';
import { assertOffered } from '../restaurants';
import { accountKey, createAttemptGuard } from './attempt-guard';
import { verifyCustomerLogin, verifyManagerLogin } from './login.service';

/**
 * a customer logs in at one storefront: the restaurant must be named, exist and have customer
 * accounts (SPEC §2: none with a ticketing system)
 */
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
    const restaurant = await requireRestaurant(restaurantId);
    assertOffered(restaurant, 'accounts', 'accounts_unavailable');
    return restaurant.id;
  };
}

/**
 * SPEC §7 POST api/auth/login: a customer token for one restaurant's storefront, or with the
 * manager option a manager token only. Reachable with or without a guest token. Limited per
 * account and per address (issue 6, Security).
 */
export function loginRoutes({
  db,
  tokens,
  config,
  requireRestaurant,
  attempts,
}: AppDeps): FastifyPluginAsyncZod {
  const customerRestaurant = restaurantNamed(requireRestaurant);
  const guard = createAttemptGuard(attempts);
  return async (app) => {
    app.post(
      '/auth/login',
      {
        config: { answers: [401, 403, 429], public: true, noStore: true },
        schema: { tags: ['auth'], body: loginRequestSchema, response: { 200: loginResponseSchema } },
      },
      async (request) => {
        const { email, password, restaurantId, manager } = request.body;
        const storefront = manager ? undefined : await customerRestaurant(restaurantId);
        const account =
          storefront === undefined ? accountKey('manager', email) : accountKey('customer', storefront, email);
        const attempt = await guard.attempt('login', account, request.ip);
        const principal =
          storefront === undefined
            ? await verifyManagerLogin(db, email, password)
            : await verifyCustomerLogin(db, storefront, email, password);
        await attempt.succeeded();
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
