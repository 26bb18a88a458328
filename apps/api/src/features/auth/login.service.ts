import { type Database, hashPassword, schema, verifyPassword } from '@tavola/db';
import { and, eq, sql } from 'drizzle-orm';
import { HttpError } from '../../lib/http-error';
import type { Principal } from './tokens';

const { managers, users } = schema;

let dummyHash: Promise<string> | undefined;
/**
 * An unknown e-mail still costs one argon2 verification, so the answer time does not tell
 * whether an account exists.
 */
async function verifyAgainstNothing(password: string): Promise<false> {
  dummyHash ??= hashPassword('no account has this password');
  await verifyPassword(await dummyHash, password);
  return false;
}

async function checkPassword(hash: string | undefined, password: string): Promise<boolean> {
  return hash === undefined ? verifyAgainstNothing(password) : verifyPassword(hash, password);
}

const byEmail = (column: typeof users.email | typeof managers.email, email: string) =>
  eq(sql`lower(${column})`, email.trim().toLowerCase());

/** A customer of one restaurant's storefront: the same e-mail may be registered at another. */
export async function verifyCustomerLogin(
  db: Database,
  restaurantId: number,
  email: string,
  password: string,
): Promise<Principal> {
  const [user] = await db
    .select({ id: users.id, passwordHash: users.passwordHash })
    .from(users)
    .where(and(eq(users.restaurantId, restaurantId), byEmail(users.email, email)));
  if (!(await checkPassword(user?.passwordHash, password)) || !user) {
    throw new HttpError(401, 'credentials_mismatch');
  }
  return { kind: 'customer', userId: user.id, restaurantId };
}

/** A manager's login gives a manager token only (SPEC §4 Session). */
export async function verifyManagerLogin(db: Database, email: string, password: string): Promise<Principal> {
  const [manager] = await db
    .select({ id: managers.id, passwordHash: managers.passwordHash })
    .from(managers)
    .where(byEmail(managers.email, email));
  if (!(await checkPassword(manager?.passwordHash, password)) || !manager) {
    throw new HttpError(401, 'credentials_mismatch');
  }
  return { kind: 'manager', managerId: manager.id };
}
