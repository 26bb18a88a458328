import type { SignupBody, UpdateUserBody } from '@tavola/contracts';
import { type Database, hashPassword, schema, verifyPassword } from '@tavola/db';
import type { Locale } from '@tavola/i18n';
import { and, eq } from 'drizzle-orm';
import { HttpError } from '../../lib/http-error';
import type { AttemptGuard } from '../auth';
import { assertOffered, type RestaurantRow } from '../restaurants';
import { findUser, findUserByEmail, isUniqueViolation, type UserRow } from './account.repository';
import { accountGone, type Customer } from './customer';

const { users } = schema;

const emailTaken = () => new HttpError(422, 'email_taken', undefined, { email: [{ key: 'email_taken' }] });

/** SPEC §7 auth/signup: a customer of this restaurant's storefront (the e-mail may exist at another). */
export async function signUp(
  db: Database,
  restaurant: RestaurantRow,
  input: SignupBody,
  locale: Locale,
): Promise<UserRow> {
  // SPEC §2: no auth panel with a ticketing system; otherwise registration as the restaurant chose
  assertOffered(restaurant, 'accounts', 'accounts_unavailable');
  assertOffered(restaurant, 'registration', 'registration_closed');
  if (await findUserByEmail(db, restaurant.id, input.email)) throw emailTaken();
  const passwordHash = await hashPassword(input.password);
  try {
    const [row] = await db
      .insert(users)
      .values({
        restaurantId: restaurant.id,
        email: input.email,
        passwordHash,
        name: input.name,
        phone: input.phone ?? null,
        birthday: input.birthday ?? null,
        company: input.company ?? null,
        postalCode: input.postal_code ?? null,
        lang: locale,
      })
      .returning();
    if (!row) throw new Error('user insert returned nothing');
    return row;
  } catch (error) {
    // the same e-mail signed up at the same moment: the unique index decides, the loser hears why
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
}

/** The customer's row, or SPEC §4's 422 'unauthenticated' when the account is gone (decision 039). */
export async function requireUser(db: Database, customer: Customer): Promise<UserRow> {
  const user = await findUser(db, customer);
  if (!user) throw accountGone();
  return user;
}

/**
 * SPEC §7 auth/user/update: the fields given change; a new password or e-mail needs the current
 * password ('current password not true'), guessed no faster than a login (same limit and account).
 */
export async function updateProfile(
  db: Database,
  guard: AttemptGuard,
  customer: Customer,
  address: string,
  input: UpdateUserBody,
): Promise<UserRow> {
  const user = await requireUser(db, customer);
  const email = input.email?.trim();
  const newEmail = email !== undefined && email.toLowerCase() !== user.email.toLowerCase();
  let passwordHash: string | undefined;
  // a new password or a new e-mail (where reset links go) needs the current password
  if (input.password !== undefined || newEmail) {
    if (input.current_password === undefined) {
      throw new HttpError(
        422,
        'field_required',
        { field: 'current_password' },
        {
          current_password: [{ key: 'field_required', params: { field: 'current_password' } }],
        },
      );
    }
    // counted per logged-in customer, apart from the login: only this token's holder guesses
    // here, so guesses at the login from elsewhere do not lock the owner's own change (issue 14)
    const attempt = await guard.attempt('currentPassword', String(customer.userId), address);
    if (!(await verifyPassword(user.passwordHash, input.current_password ?? ''))) {
      throw new HttpError(422, 'current_password_wrong', undefined, {
        current_password: [{ key: 'current_password_wrong' }],
      });
    }
    await attempt.succeeded();
    if (input.password !== undefined) passwordHash = await hashPassword(input.password);
  }
  if (email && newEmail) {
    const other = await findUserByEmail(db, customer.restaurantId, email);
    if (other && other.id !== user.id) throw emailTaken();
  }
  const changes: Partial<typeof users.$inferInsert> = {
    ...(input.name !== undefined && { name: input.name }),
    ...(email && { email }),
    ...(input.phone !== undefined && { phone: input.phone }),
    ...(input.birthday !== undefined && { birthday: input.birthday }),
    ...(input.company !== undefined && { company: input.company }),
    ...(input.postal_code !== undefined && { postalCode: input.postal_code }),
    ...(passwordHash && { passwordHash }),
  };
  if (Object.keys(changes).length === 0) return user;
  try {
    const [row] = await db
      .update(users)
      .set(changes)
      .where(and(eq(users.id, user.id), eq(users.restaurantId, customer.restaurantId)))
      .returning();
    if (!row) throw accountGone();
    return row;
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
}
