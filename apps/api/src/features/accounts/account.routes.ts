import {
  forgotPasswordBodySchema,
  messageResponseSchema,
  resetPasswordBodySchema,
  resetTokenQuerySchema,
  resetTokenResponseSchema,
  signupBodySchema,
  signupQuerySchema,
  signupResponseSchema,
  storefrontQuerySchema,
  updateUserBodySchema,
  updateUserQuerySchema,
  userResponseSchema,
} from '@tavola/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { createWindowLimit } from '../../lib/window-limit';
import { requestLocale } from '../../plugins/locale';
import { bodyFromQuery } from '../../plugins/query-parameters';
import { accountKey, bearerToken, createAttemptGuard, resetMailsPerAccount } from '../auth';
import { assertOffered } from '../restaurants';
import { listAddresses } from './account.repository';
import { requireCustomer } from './customer';
import { hashResetToken, resetPassword, resetTokenEmail, sendResetLink } from './password-reset.service';
import { requireUser, signUp, updateProfile } from './profile.service';
import { success } from './success-message';
import { userView } from './user-view';

const tags = ['account'];

/**
 * SPEC §7 auth rows: signup (with automatic login), logout, the user and its update, and the
 * forgotten-password flow. Login itself is in the auth feature.
 */
export function accountRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  const { db, tokens, config, requireRestaurant, mailer } = deps;
  const guard = createAttemptGuard(deps.attempts);
  const resetMails = createWindowLimit(deps.attempts, 'reset-mails', resetMailsPerAccount);
  return async (app) => {
    // reset mails go out after the answer; closing the app waits for them
    const pending = new Set<Promise<void>>();
    app.addHook('onClose', async () => {
      await Promise.allSettled(pending);
    });

    app.post(
      '/auth/signup',
      {
        config: { answers: [403, 429], public: true, noStore: true },
        schema: {
          tags,
          body: signupBodySchema,
          querystring: signupQuerySchema,
          response: { 200: signupResponseSchema },
        },
        // SPEC §7 sends signup's fields as query params; a body is accepted as well
        preValidation: bodyFromQuery(signupQuerySchema),
      },
      async (request) => {
        const restaurant = await requireRestaurant(request.body.restaurantId);
        // per address only: an e-mail can be signed up once, so counting it would guard nothing
        await guard.attempt('signup', null, request.ip);
        const user = await signUp(db, restaurant, request.body, requestLocale(request));
        const ttl = config.LOGIN_TOKEN_TTL_SECONDS;
        // SPEC §7: signing up logs in
        const token = await tokens.issue(
          { kind: 'customer', userId: user.id, restaurantId: restaurant.id },
          ttl,
        );
        return {
          data: {
            access_token: token,
            token_type: 'Bearer' as const,
            expires_in: ttl,
            role: 'customer' as const,
            user: userView(user, []),
          },
          message: success(request, 'user_created'),
        };
      },
    );

    app.get(
      '/auth/logout',
      { schema: { tags, querystring: storefrontQuerySchema, response: { 200: messageResponseSchema } } },
      async (request) => {
        requireCustomer(request);
        // issue 14.9: the token ends now, in every API process (decision 018)
        const token = bearerToken(request);
        if (token) await tokens.revoke(token);
        return { message: success(request, 'logged_out') };
      },
    );

    app.get(
      '/auth/user',
      {
        config: { noStore: true },
        schema: { tags, querystring: storefrontQuerySchema, response: { 200: userResponseSchema } },
      },
      async (request) => {
        const customer = requireCustomer(request);
        const user = await requireUser(db, customer);
        return { data: userView(user, await listAddresses(db, customer)) };
      },
    );

    app.post(
      '/auth/user/update',
      {
        config: { answers: [429], noStore: true },
        schema: {
          tags,
          body: updateUserBodySchema,
          querystring: updateUserQuerySchema,
          response: { 200: userResponseSchema },
        },
        // SPEC §7 sends the update as query params; a body is accepted as well
        preValidation: bodyFromQuery(updateUserQuerySchema),
      },
      async (request) => {
        const customer = requireCustomer(request);
        const user = await updateProfile(db, guard, customer, request.ip, request.body);
        // a new password ends the account's other sessions; this one goes on (decision 018)
        if (request.body.password !== undefined)
          await tokens.endSessions({ kind: 'customer', userId: user.id }, { except: bearerToken(request) });
        return {
          data: userView(user, await listAddresses(db, customer)),
          message: success(request, 'user_updated'),
        };
      },
    );

    app.post(
      '/auth/forgot-password',
      {
        config: { answers: [403, 429], public: true },
        schema: { tags, body: forgotPasswordBodySchema, response: { 200: messageResponseSchema } },
      },
      async (request) => {
        const restaurant = await requireRestaurant(request.body.restaurantId);
        assertOffered(restaurant, 'accounts', 'accounts_unavailable');
        const { email } = request.body;
        await guard.attempt('resetRequest', null, request.ip);
        // past a few mails an hour the account gets no more, but the answer stays the same: a
        // stranger asking for someone's link meets no limit the owner would meet after them,
        // and the newest link already mailed still works (issue 14, decision 016)
        const mailsLeft = (await resetMails.take(accountKey('reset', restaurant.id, email))) === 0;
        if (mailsLeft) {
          // the answer leaves before the account is even looked up: the same words in the same
          // time whether or not the e-mail is registered (no account enumeration)
          const work = sendResetLink(
            { db, mailer, publicUrl: config.publicUrl },
            restaurant,
            email,
            requestLocale(request),
          )
            .catch((error: unknown) => request.log.error({ err: error }, 'reset link failed'))
            .finally(() => pending.delete(work));
          pending.add(work);
        }
        return { message: success(request, 'reset_link_sent') };
      },
    );

    app.get(
      '/auth/password/reset',
      {
        config: { answers: [429], public: true, noStore: true },
        schema: { tags, querystring: resetTokenQuerySchema, response: { 200: resetTokenResponseSchema } },
      },
      async (request) => {
        const restaurant = await requireRestaurant(request.query.restaurantId);
        const { token } = request.query;
        const attempt = await guard.attempt('resetToken', hashResetToken(token), request.ip);
        const email = await resetTokenEmail(db, restaurant.id, token);
        await attempt.succeeded();
        return { data: { email } };
      },
    );

    app.post(
      '/auth/password/reset-password',
      {
        config: { answers: [429], public: true },
        schema: { tags, body: resetPasswordBodySchema, response: { 200: messageResponseSchema } },
      },
      async (request) => {
        const restaurant = await requireRestaurant(request.body.restaurantId);
        const { email, token, password } = request.body;
        // counted per token, which only the link's holder knows: guesses at the owner's e-mail
        // cannot block the owner's own link
        const attempt = await guard.attempt('resetToken', hashResetToken(token), request.ip);
        const userId = await resetPassword(db, restaurant.id, { email, token, password });
        await attempt.succeeded();
        // the reset is the owner's way in while guesses keep the login locked: it lifts the lock
        await guard.forget('login', accountKey('customer', restaurant.id, email), request.ip);
        // whoever held a session of this account (perhaps the one who took it over) is out
        await tokens.endSessions({ kind: 'customer', userId });
        return { message: success(request, 'password_changed') };
      },
    );
  };
}
