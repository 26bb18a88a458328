import { createHash, randomBytes } from 'node:crypto';
import { type Database, hashPassword, schema, verifyPassword } from '@tavola/db';
import { invitationLifetimeDays, passwordMinLength, type StaffRole } from '@tavola/domain';
import { type Locale, serverTranslator } from '@tavola/i18n';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { HttpError } from '../../lib/http-error';
import { renderMail } from '../../lib/mail-layout';
import { isUniqueViolation } from '../../lib/unique-violation';
import type { Mailer } from '../../plugins/mailer';
import { recordActivity } from '../activity';
import type { RestaurantRow } from '../restaurants';
import { isMemberEmail } from './staff.service';

const { managerRestaurants, managers, restaurants, staffInvitations } = schema;

/** Links are stored as their SHA-256: a leaked table holds no usable invitation. */
export const hashInvitationToken = (token: string) =>
  createHash('sha256').update(token, 'utf8').digest('hex');

const invalid = () => new HttpError(400, 'invitation_invalid');
const byEmail = (email: string) => eq(sql`lower(${managers.email})`, email.trim().toLowerCase());

/**
 * An owner invites someone by e-mail (decision 044): a new link replaces their earlier open ones
 * for this restaurant, and is mailed. Whether the e-mail already has a manager account is not
 * told to the owner — only the link's holder finds out, when they open it.
 */
export async function inviteStaff(
  deps: { db: Database; mailer: Mailer; publicUrl: string },
  input: { restaurant: RestaurantRow; inviterId: number; email: string; role: StaffRole; locale: Locale },
): Promise<void> {
  const { db, mailer } = deps;
  const { restaurant, email, role, locale } = input;
  if (await isMemberEmail(db, restaurant.id, email))
    throw new HttpError(422, 'validation_failed', undefined, { email: [{ key: 'staff_already_member' }] });
  const token = randomBytes(32).toString('base64url');
  const inviter = await db.transaction(async (tx) => {
    await tx
      .delete(staffInvitations)
      .where(
        and(
          eq(staffInvitations.restaurantId, restaurant.id),
          eq(sql`lower(${staffInvitations.email})`, email.toLowerCase()),
          isNull(staffInvitations.acceptedAt),
        ),
      );
    await tx.insert(staffInvitations).values({
      restaurantId: restaurant.id,
      email,
      role,
      tokenHash: hashInvitationToken(token),
      invitedBy: input.inviterId,
      expiresAt: new Date(Date.now() + invitationLifetimeDays * 86_400_000),
    });
    const [row] = await tx
      .select({ name: managers.name })
      .from(managers)
      .where(eq(managers.id, input.inviterId));
    return row?.name ?? restaurant.name;
  });
  const t = serverTranslator(locale);
  const link = `${deps.publicUrl}/manager/invitation/${token}?lang=${locale}`;
  const subject = t('mail_invitation_subject', { restaurant: restaurant.name });
  const text = t('mail_invitation_text', {
    inviter,
    restaurant: restaurant.name,
    days: invitationLifetimeDays,
    link,
  });
  await mailer.send({
    to: email,
    lang: locale,
    subject,
    ...renderMail({ locale, restaurant, title: subject, paragraphs: text.split('\n\n'), link }),
  });
}

/** An open invitation of this restaurant is withdrawn: its link stops working. */
export async function revokeInvitation(db: Database, restaurantId: number, id: number): Promise<string> {
  const [row] = await db
    .delete(staffInvitations)
    .where(
      and(
        eq(staffInvitations.id, id),
        eq(staffInvitations.restaurantId, restaurantId),
        isNull(staffInvitations.acceptedAt),
      ),
    )
    .returning({ email: staffInvitations.email });
  if (!row) throw new HttpError(404, 'not_found');
  return row.email;
}

async function usableInvitation(db: Database, token: string, forUpdate = false) {
  const query = db
    .select({ invitation: staffInvitations, restaurant: restaurants.name })
    .from(staffInvitations)
    .innerJoin(restaurants, eq(restaurants.id, staffInvitations.restaurantId))
    .where(
      and(
        eq(staffInvitations.tokenHash, hashInvitationToken(token)),
        isNull(staffInvitations.acceptedAt),
        gt(staffInvitations.expiresAt, new Date()),
      ),
    );
  const [row] = forUpdate ? await query.for('update', { of: staffInvitations }) : await query;
  return row;
}

async function accountOf(db: Database, email: string) {
  const [row] = await db
    .select({ id: managers.id, passwordHash: managers.passwordHash })
    .from(managers)
    .where(byEmail(email));
  return row;
}

/** What the link's page shows: the restaurant, the e-mail, the role, and whether to ask for a new password. */
export async function showInvitation(db: Database, token: string) {
  const row = await usableInvitation(db, token);
  if (!row) throw invalid();
  return {
    restaurant: row.restaurant,
    email: row.invitation.email,
    role: row.invitation.role,
    has_account: (await accountOf(db, row.invitation.email)) !== undefined,
  };
}

/**
 * Accepts an invitation, once. Someone new chooses their name and a password (argon2id); someone
 * who already runs another restaurant under this e-mail proves it with their password and keeps
 * their account. The invitation is marked used by a conditional update under its row lock, so
 * of two accepts of one link exactly one wins.
 */
export async function acceptInvitation(
  db: Database,
  input: { token: string; name?: string; password: string },
): Promise<{ email: string }> {
  const found = await usableInvitation(db, input.token);
  if (!found) throw invalid();
  const account = await accountOf(db, found.invitation.email);
  let passwordHash: string | undefined;
  if (account) {
    if (!(await verifyPassword(account.passwordHash, input.password)))
      throw new HttpError(422, 'validation_failed', undefined, {
        password: [{ key: 'invitation_wrong_password' }],
      });
  } else {
    const fields: ConstructorParameters<typeof HttpError>[3] = {};
    if (!input.name) fields.name = [{ key: 'field_required', params: { field: 'name' } }];
    if (input.password.length < passwordMinLength)
      fields.password = [{ key: 'field_min_length', params: { field: 'password', min: passwordMinLength } }];
    if (Object.keys(fields).length > 0) throw new HttpError(422, 'validation_failed', undefined, fields);
    passwordHash = await hashPassword(input.password);
  }
  try {
    return await db.transaction(async (tx) => {
      const row = await usableInvitation(tx, input.token, true);
      if (!row) throw invalid();
      const used = await tx
        .update(staffInvitations)
        .set({ acceptedAt: new Date() })
        .where(and(eq(staffInvitations.id, row.invitation.id), isNull(staffInvitations.acceptedAt)))
        .returning({ id: staffInvitations.id });
      if (used.length === 0) throw invalid();
      const { restaurantId, email, role } = row.invitation;
      const managerId =
        account?.id ??
        (
          await tx
            .insert(managers)
            .values({ email, name: input.name ?? email, passwordHash: passwordHash as string })
            .returning({ id: managers.id })
        )[0]!.id;
      // someone who already runs it keeps the role they have
      await tx.insert(managerRestaurants).values({ managerId, restaurantId, role }).onConflictDoNothing();
      await recordActivity(tx, { restaurantId, managerId, kind: 'staff.invitation.accept', subject: email });
      return { email };
    });
  } catch (error) {
    // another invitation to the same new e-mail was accepted at the same moment
    if (isUniqueViolation(error)) throw invalid();
    throw error;
  }
}
