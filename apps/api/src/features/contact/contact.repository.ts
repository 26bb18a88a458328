import { type Database, schema } from '@tavola/db';
import { and, eq } from 'drizzle-orm';
import type { CredentialCipher } from '../../lib/credential-cipher';

/** The reCAPTCHA secret paired with the restaurant's site key, if one is stored (opened, decision 042). */
export async function recaptchaSecretOf(
  db: Database,
  cipher: CredentialCipher,
  restaurantId: number,
): Promise<string | undefined> {
  const [row] = await db
    .select({ credentials: schema.restaurantPaymentCredentials.credentials })
    .from(schema.restaurantPaymentCredentials)
    .where(
      and(
        eq(schema.restaurantPaymentCredentials.restaurantId, restaurantId),
        eq(schema.restaurantPaymentCredentials.provider, 'recaptcha'),
      ),
    );
  if (!row) return undefined;
  return cipher.open(row.credentials, { restaurantId, provider: 'recaptcha' })?.secretKey || undefined;
}

export async function insertContactMessage(
  db: Database,
  message: { restaurantId: number; name: string; email: string; phone?: string; message: string },
): Promise<void> {
  await db.insert(schema.contactMessages).values({ ...message, phone: message.phone ?? null });
}
