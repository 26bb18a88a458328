import { timingSafeEqual } from 'node:crypto';
import { tokenRequestSchema, tokenResponseSchema } from '@tavola/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { HttpError } from '../../lib/http-error';
import { findBasket } from '../basket';

const same = (a: string, b: string) => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

/** SPEC §7 POST api/oauth/token: a guest's public token from the storefront's client credentials. */
export function oauthRoutes({ config, tokens, db }: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/oauth/token',
      {
        config: { answers: [401], public: true, noStore: true },
        schema: { tags: ['auth'], body: tokenRequestSchema, response: { 200: tokenResponseSchema } },
      },
      async (request) => {
        const { client_id, client_secret } = request.body;
        if (!same(client_id, config.PUBLIC_CLIENT_ID) || !same(client_secret, config.PUBLIC_CLIENT_SECRET)) {
          throw new HttpError(401, 'invalid_client');
        }
        // knowing a guest basket's id (unguessable) continues that guest, so a refreshed token keeps the basket
        const basket = request.body.basketId ? await findBasket(db, request.body.basketId) : undefined;
        const guestId = basket && basket.userId === null && basket.guestId ? basket.guestId : undefined;
        const { token, expiresIn } = await tokens.issuePublic(guestId);
        return { data: { access_token: token, token_type: 'Bearer' as const, expires_in: expiresIn } };
      },
    );
  };
}
