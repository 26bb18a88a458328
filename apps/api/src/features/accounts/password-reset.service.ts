import { createHash, randomBytes } from 'node:crypto';
import { type Database, hashPassword, schema } from '@tavola/db';
import { resetTokenLifetimeMinutes } from '@tavola/domain';
import { type Locale, serverTranslator } from '@tavola/i18n';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { HttpError } from '../../lib/http-error';
import { renderMail } from '../../lib/mail-layout';
import type { Mailer } from '../../plugins/mailer';
import type { RestaurantRow } from '../restaurants';
import { findUserByEmail } from './account.repository';

const { passwordResets, users } = schema;

/** Tokens are stored as their SHA-256: a leaked table does not hold usable links. */
export const hashResetToken = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

const invalidToken = () => new HttpError(400, 'reset_token_invalid');

/**
 * SPEC §7 auth/forgot-password, the part that depends on the account: when the e-mail belongs
 * to a customer of this restaurant, a new random token replaces their earlier ones and the link
 * to /resetpass/{token} is mailed. The route answers the same whatever happens here.
 */
export async function sendResetLink(
  deps: { db: Database; mailer: Mailer; publicUrl: string },
  restaurant: RestaurantRow,
  email: string,
  locale: Locale,
): Promise<void> {
  const user = await findUserByEmail(deps.db, restaurant.id, email);
  if (!user) return;
  const token = randomBytes(32).toString('base64url');
  await deps.db.transaction(async (tx) => {
    // requests for one account queue on its row, so two at once cannot both leave a link behind
    await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for('update');
    // only the newest link works
    await tx
      .delete(passwordResets)
      .where(and(eq(passwordResets.userId, user.id), isNull(passwordResets.usedAt)));
    await tx.insert(passwordResets).values({
      restaurantId: restaurant.id,
      userId: user.id,
      tokenHash: hashResetToken(token),
      expiresAt: new Date(Date.now() + resetTokenLifetimeMinutes * 60_000),
    });
  });
  const t = serverTranslator(locale);
  const link = `${deps.publicUrl}/resetpass/${token}?restaurant=${encodeURIComponent(restaurant.slug)}&lang=${locale}`;
  const subject = t('reset_link_subject', { restaurant: restaurant.name });
  const text = t('reset_link_text', {
    restaurant: restaurant.name,
    minutes: resetTokenLifetimeMinutes,
    link,
  });
  await deps.mailer.send({
    to: user.email,
    lang: locale,
    subject,
    // the message holds the link as a paragraph of its own, which the layout makes a link
    ...renderMail({ locale, restaurant, title: subject, paragraphs: text.split('\n\n'), link }),
  });
}

/** A token that can still be used: of this restaurant, not used, not expired. */
async function findUsableReset(db: Database, restaurantId: number, token: string, forUpdate = false) {
  const query = db
    .select({ reset: passwordResets, email: users.email })
    .from(passwordResets)
    .innerJoin(users, eq(users.id, passwordResets.userId))
    .where(
      and(
        eq(passwordResets.tokenHash, hashResetToken(token)),
        eq(passwordResets.restaurantId, restaurantId),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, new Date()),
      ),
    );
  const [row] = forUpdate ? await query.for('update', { of: passwordResets }) : await query;
  return row;
}

/** SPEC §7 GET auth/password/reset: the e-mail a usable token belongs to. */
export async function resetTokenEmail(db: Database, restaurantId: number, token: string): Promise<string> {
  const row = await findUsableReset(db, restaurantId, token);
  if (!row) throw invalidToken();
  return row.email;
}

/**
 * SPEC §7 auth/password/reset-password: the token is used exactly once (a conditional update
 * under the row lock, so two requests with one token cannot both succeed), for the account it
 * was sent to, and the customer's other open links end with it. Returns the customer's id.
 */
export async function resetPassword(
  db: Database,
  restaurantId: number,
  input: { email: string; token: string; password: string },
): Promise<number> {
  const forAccount = (row: Awaited<ReturnType<typeof findUsableReset>>) => {
    if (!row) throw invalidToken();
    if (row.email.toLowerCase() !== input.email.trim().toLowerCase()) {
      throw new HttpError(422, 'user_not_found_email', undefined, {
        email: [{ key: 'user_not_found_email' }],
      });
    }
    return row;
  };
  // checked before the (costly) hashing, and again under the lock
  forAccount(await findUsableReset(db, restaurantId, input.token));
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const row = forAccount(await findUsableReset(tx, restaurantId, input.token, true));
    const used = await tx
      .update(passwordResets)
      .set({ usedAt: new Date() })
      .where(and(eq(passwordResets.id, row.reset.id), isNull(passwordResets.usedAt)))
      .returning({ id: passwordResets.id });
    if (used.length === 0) throw invalidToken();
    await tx
      .update(users)
      .set({ passwordHash })
      .where(and(eq(users.id, row.reset.userId), eq(users.restaurantId, restaurantId)));
    await tx
      .delete(passwordResets)
      .where(and(eq(passwordResets.userId, row.reset.userId), isNull(passwordResets.usedAt)));
    return row.reset.userId;
  });
}
