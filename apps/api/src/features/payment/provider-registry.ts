import { type Database, schema } from '@tavola/db';
import { credentialsLookValid, type HostedPaymentType } from '@tavola/domain';
import type { ServerMessageKey } from '@tavola/i18n';
import { and, eq } from 'drizzle-orm';
import type { CredentialCipher } from '../../lib/credential-cipher';
import { HttpError } from '../../lib/http-error';
import { type RestaurantRow, restaurantSettings } from '../restaurants';
import { demoProvider } from './providers/demo-provider';
import { mollieProvider } from './providers/mollie-provider';
import type { ConnectionOutcome, PaymentProvider } from './providers/payment-provider';
import { type SaferpayCredentials, saferpayProvider } from './providers/saferpay-provider';

/** A payment type that cannot work now: a 422 on `paymentType`, so the guest chooses another (SPEC §8). */
export const paymentTypeRefused = (key: ServerMessageKey) =>
  new HttpError(422, key, undefined, { paymentType: [{ key }] });

/**
 * The restaurant's stored credentials for one provider, opened (decision 042); secrets stay on
 * the server. Undefined when none are stored or they do not open.
 */
export async function credentialsOf(
  db: Database,
  cipher: CredentialCipher,
  restaurantId: number,
  provider: 'mollie' | 'saferPay' | 'recaptcha',
): Promise<Record<string, string> | undefined> {
  const [row] = await db
    .select({ credentials: schema.restaurantPaymentCredentials.credentials })
    .from(schema.restaurantPaymentCredentials)
    .where(
      and(
        eq(schema.restaurantPaymentCredentials.restaurantId, restaurantId),
        eq(schema.restaurantPaymentCredentials.provider, provider),
      ),
    );
  return row ? cipher.open(row.credentials, { restaurantId, provider }) : undefined;
}

/**
 * The provider behind a hosted payment type, with the restaurant's own credentials:
 * 'no valid mollie key or url' / 'no valid saferPay info' when they cannot work.
 */
export async function providerFor(
  db: Database,
  restaurant: RestaurantRow,
  type: HostedPaymentType,
  context: { publicUrl: string; credentials: CredentialCipher },
): Promise<PaymentProvider> {
  if (type === 'demo') {
    if (!restaurantSettings(restaurant).demo_mode) throw paymentTypeRefused('payment_type_unavailable');
    return demoProvider(db, context.publicUrl, restaurant.id);
  }
  const credentials = await credentialsOf(db, context.credentials, restaurant.id, type);
  if (type === 'mollie') {
    if (!credentials || !credentialsLookValid('mollie', credentials))
      throw paymentTypeRefused('no_mollie_key');
    return mollieProvider({ apiKey: credentials.apiKey! });
  }
  if (!credentials || !credentialsLookValid('saferPay', credentials)) {
    throw paymentTypeRefused('no_saferpay_info');
  }
  return saferpayProvider(credentials as unknown as SaferpayCredentials);
}

/** Issue 20's "test connection" of credentials as stored (opened): the provider's own cheapest check. */
export function checkProviderCredentials(
  provider: 'mollie' | 'saferPay',
  credentials: Readonly<Record<string, string>>,
): Promise<ConnectionOutcome> {
  if (provider === 'mollie') return mollieProvider({ apiKey: credentials.apiKey ?? '' }).checkCredentials();
  return saferpayProvider(credentials as unknown as SaferpayCredentials).checkCredentials();
}
