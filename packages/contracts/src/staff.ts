import { activityGroups, passwordMaxLength } from '@tavola/domain';
import { emailSchema } from './account-fields';
import { messageSchema } from './envelope';
import { idSchema, localeSchema, restaurantIdSchema } from './fields';
import { z } from './zod';

/**
 * Issue 20 (staff, decision 044): the owner invites managers by e-mail, changes their role or
 * removes them; every change made in the manager area is kept and listed as its activity.
 */

export const staffRoleSchema = z.enum(['owner', 'manager']);
export type StaffRoleDto = z.infer<typeof staffRoleSchema>;

const scoped = { restaurantId: restaurantIdSchema, lang: localeSchema.optional() };

export const staffQuerySchema = z.object(scoped);

export const staffMemberSchema = z.object({
  manager_id: z.number(),
  name: z.string(),
  email: z.string(),
  role: staffRoleSchema,
  /** the caller's own row: an owner cannot remove or demote themselves by mistake from the list */
  you: z.boolean(),
});
export const staffInvitationSchema = z.object({
  id: z.number(),
  email: z.string(),
  role: staffRoleSchema,
  /** ISO instant */
  expires_at: z.string(),
  invited_by: z.string().nullable(),
});
export type StaffMemberDto = z.infer<typeof staffMemberSchema>;
export type StaffInvitationDto = z.infer<typeof staffInvitationSchema>;
export const staffResponseSchema = z.object({
  data: z.object({ members: z.array(staffMemberSchema), invitations: z.array(staffInvitationSchema) }),
});

export const inviteStaffBodySchema = z.object({ ...scoped, email: emailSchema, role: staffRoleSchema });
export type InviteStaffBody = z.input<typeof inviteStaffBodySchema>;
export const staffRoleBodySchema = z.object({ ...scoped, managerId: idSchema, role: staffRoleSchema });
export const staffMemberRefSchema = z.object({ ...scoped, managerId: idSchema });
export const staffInvitationRefSchema = z.object({ ...scoped, id: idSchema });
export const staffSavedSchema = z.object({ message: messageSchema });

/** the link's token: 32 random bytes in base64url */
export const invitationTokenSchema = z.string().min(20).max(100);
export const invitationQuerySchema = z.object({
  token: invitationTokenSchema,
  lang: localeSchema.optional(),
});
export const invitationResponseSchema = z.object({
  data: z.object({
    restaurant: z.string(),
    email: z.string(),
    role: staffRoleSchema,
    /** a manager account with this e-mail exists: accepting asks for its password instead of a new one */
    has_account: z.boolean(),
  }),
});
/** a new account gives its name and a password; an existing one proves itself with its password */
export const acceptInvitationBodySchema = z.object({
  token: invitationTokenSchema,
  name: z.string().trim().min(1).max(120).optional(),
  /** a new account's is checked against the password rule by the server (SPEC §5: at least 8) */
  password: z.string().min(1).max(passwordMaxLength),
  lang: localeSchema.optional(),
});
export type AcceptInvitationBody = z.input<typeof acceptInvitationBodySchema>;
export const acceptInvitationResponseSchema = z.object({
  data: z.object({ email: z.string() }),
  message: messageSchema,
});

/** The activity list: newest first, a page at a time, filtered by the area a change was made in. */
export const activityGroupSchema = z.enum(activityGroups);
export type ActivityGroup = z.infer<typeof activityGroupSchema>;
export const activityQuerySchema = z.object({
  ...scoped,
  group: activityGroupSchema.optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export const activityEntrySchema = z.object({
  id: z.number(),
  /** e.g. 'menu.product.update': the client words it in the manager's language */
  kind: z.string(),
  /** the entity's name as it was when changed, when the change has one */
  subject: z.string().nullable(),
  who: z.object({ name: z.string(), email: z.string() }),
  /** ISO instant; shown in the restaurant's zone */
  at: z.string(),
});
export type ActivityEntryDto = z.infer<typeof activityEntrySchema>;
export const activityResponseSchema = z.object({
  data: z.array(activityEntrySchema),
  meta: z.object({
    current_page: z.number(),
    last_page: z.number(),
    total: z.number(),
    time_zone: z.string(),
  }),
});
