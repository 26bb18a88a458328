import {
  inviteStaffBodySchema,
  staffInvitationRefSchema,
  staffMemberRefSchema,
  staffQuerySchema,
  staffResponseSchema,
  staffRoleBodySchema,
  staffSavedSchema,
} from '@tavola/contracts';
import { type ServerMessageKey, serverTranslator } from '@tavola/i18n';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { requestLocale } from '../../plugins/locale';
import { createAttemptGuard } from '../auth';
import { managedRestaurant, requireManagerId } from '../manager-access';
import { inviteStaff, revokeInvitation } from './invitations.service';
import { changeMember, listStaff } from './staff.service';

const tags = ['managers'];

/**
 * Issue 20 (decision 044): the restaurant's staff — who runs it in which role, and the
 * invitations still open. Only its owners see and change it; a manager gets 403.
 */
export function staffRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  const { db, mailer, config } = deps;
  const guard = createAttemptGuard(deps.attempts);
  const message = (request: FastifyRequest, key: ServerMessageKey, params?: Record<string, string>) => ({
    message: {
      type: 'success' as const,
      body: serverTranslator(requestLocale(request))(key, params),
      code: key,
    },
  });
  const owner = (request: FastifyRequest, restaurantId: number) =>
    managedRestaurant(deps, request.principal, restaurantId, 'owner');

  return async (app) => {
    app.addHook('preValidation', async (request) => {
      requireManagerId(request.principal);
    });

    app.get(
      '/managers/staff',
      { schema: { tags, querystring: staffQuerySchema, response: { 200: staffResponseSchema } } },
      async (request) => {
        const { managerId, restaurant } = await owner(request, request.query.restaurantId);
        return { data: await listStaff(db, restaurant.id, managerId) };
      },
    );

    app.post(
      '/managers/staff/invite',
      {
        config: {
          answers: [429],
          activity: { kind: 'staff.invitation.create', subject: ({ body }) => String(body.email) },
        },
        schema: {
          tags,
          description: 'Mails an invitation link (single use, 7 days); limited per owner and address.',
          body: inviteStaffBodySchema,
          response: { 200: staffSavedSchema },
        },
      },
      async (request) => {
        const { managerId, restaurant } = await owner(request, request.body.restaurantId);
        await guard.attempt('staffInvite', String(managerId), request.ip);
        const { email, role } = request.body;
        await inviteStaff(
          { db, mailer, publicUrl: config.publicUrl },
          { restaurant, inviterId: managerId, email, role, locale: requestLocale(request) },
        );
        return message(request, 'staff_invited', { email });
      },
    );

    app.post(
      '/managers/staff/invitations/revoke',
      {
        config: { activity: { kind: 'staff.invitation.revoke' } },
        schema: { tags, body: staffInvitationRefSchema, response: { 200: staffSavedSchema } },
      },
      async (request) => {
        const { restaurant } = await owner(request, request.body.restaurantId);
        request.activitySubject = await revokeInvitation(db, restaurant.id, request.body.id);
        return message(request, 'staff_invitation_revoked');
      },
    );

    app.post(
      '/managers/staff/role',
      {
        config: { answers: [409], activity: { kind: 'staff.member.role' } },
        schema: { tags, body: staffRoleBodySchema, response: { 200: staffSavedSchema } },
      },
      async (request) => {
        const { restaurant } = await owner(request, request.body.restaurantId);
        const { managerId, role } = request.body;
        request.activitySubject = await changeMember(db, restaurant.id, managerId, { role });
        return message(request, 'staff_role_changed');
      },
    );

    app.post(
      '/managers/staff/remove',
      {
        config: { answers: [409], activity: { kind: 'staff.member.remove' } },
        schema: { tags, body: staffMemberRefSchema, response: { 200: staffSavedSchema } },
      },
      async (request) => {
        const { restaurant } = await owner(request, request.body.restaurantId);
        request.activitySubject = await changeMember(db, restaurant.id, request.body.managerId, 'remove');
        return message(request, 'staff_removed');
      },
    );
  };
}
