import {
  acceptInvitationBodySchema,
  acceptInvitationResponseSchema,
  invitationQuerySchema,
  invitationResponseSchema,
} from '@tavola/contracts';
import { serverTranslator } from '@tavola/i18n';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { requestLocale } from '../../plugins/locale';
import { createAttemptGuard } from '../auth';
import { acceptInvitation, hashInvitationToken, showInvitation } from './invitations.service';

const tags = ['staff'];

/**
 * Issue 20 (decision 044): the invitation link's page, reached without any token. Tries are
 * counted per link (only its holder knows it) and per address.
 */
export function invitationRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  const { db } = deps;
  const guard = createAttemptGuard(deps.attempts);
  return async (app) => {
    app.get(
      '/staff-invitations/show',
      {
        config: { answers: [429], public: true, noStore: true },
        schema: { tags, querystring: invitationQuerySchema, response: { 200: invitationResponseSchema } },
      },
      async (request) => {
        const { token } = request.query;
        const attempt = await guard.attempt('invitationToken', hashInvitationToken(token), request.ip);
        const data = await showInvitation(db, token);
        await attempt.succeeded();
        return { data };
      },
    );

    app.post(
      '/staff-invitations/accept',
      {
        config: { answers: [429], public: true, noStore: true },
        schema: { tags, body: acceptInvitationBodySchema, response: { 200: acceptInvitationResponseSchema } },
      },
      async (request) => {
        const { token, name, password } = request.body;
        const attempt = await guard.attempt('invitationToken', hashInvitationToken(token), request.ip);
        const data = await acceptInvitation(db, { token, name, password });
        await attempt.succeeded();
        const key = 'invitation_accepted';
        return {
          data,
          message: {
            type: 'success' as const,
            body: serverTranslator(requestLocale(request))(key),
            code: key,
          },
        };
      },
    );
  };
}
