import { type Database, schema } from '@tavola/db';
import { and, eq } from 'drizzle-orm';
import { type CredentialCipher, isSealed } from '../../lib/credential-cipher';

const { restaurantPaymentCredentials: credentialRows } = schema;
type Provider = (typeof credentialRows.$inferSelect)['provider'];

/** Every provider's credentials of a restaurant, opened; a row that does not open is left out. */
export async function openedCredentialsOf(db: Database, cipher: CredentialCipher, restaurantId: number) {
  const rows = await db.select().from(credentialRows).where(eq(credentialRows.restaurantId, restaurantId));
  const opened = new Map<Provider, Record<string, string>>();
  for (const row of rows) {
    const values = cipher.open(row.credentials, { restaurantId, provider: row.provider });
    if (values) opened.set(row.provider, values);
  }
  return opened;
}

/** Writes a provider's credentials sealed (decision 042), replacing what was stored. */
export async function storeCredentials(
  db: Database,
  cipher: CredentialCipher,
  restaurantId: number,
  provider: Provider,
  values: Record<string, string>,
) {
  const credentials = cipher.seal(values, { restaurantId, provider });
  await db
    .insert(credentialRows)
    .values({ restaurantId, provider, credentials })
    .onConflictDoUpdate({
      target: [credentialRows.restaurantId, credentialRows.provider],
      set: { credentials },
    });
}

export async function deleteCredentials(db: Database, restaurantId: number, provider: Provider) {
  await db
    .delete(credentialRows)
    .where(and(eq(credentialRows.restaurantId, restaurantId), eq(credentialRows.provider, provider)));
}

/**
 * Decision 042: rows stored before credentials were sealed are sealed at start, once a key is
 * set; without a key they are counted, so the process can say that they are still plain.
 */
export async function sealPlainCredentials(
  db: Database,
  cipher: CredentialCipher,
): Promise<{ sealed: number; plain: number }> {
  const rows = await db.select().from(credentialRows);
  const plain = rows.filter((row) => !isSealed(row.credentials));
  if (!cipher.canSeal) return { sealed: 0, plain: plain.length };
  for (const row of plain) {
    await db
      .update(credentialRows)
      .set({
        credentials: cipher.seal(row.credentials, { restaurantId: row.restaurantId, provider: row.provider }),
      })
      // only while still plain: another process starting at once may have sealed it already
      .where(and(eq(credentialRows.id, row.id), eq(credentialRows.credentials, row.credentials)));
  }
  return { sealed: plain.length, plain: 0 };
}
