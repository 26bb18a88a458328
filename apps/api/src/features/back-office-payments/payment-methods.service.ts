import {
  type CredentialProvider,
  hiddenPaymentTypes,
  type PaymentCredentialsBody,
  type PaymentMethodsBody,
  type PaymentMethodsDto,
  type StoredSecret,
} from '@tavola/contracts';
import type { Database } from '@tavola/db';
import { offerablePaymentTypes } from '@tavola/domain';
import type { ServerMessageKey } from '@tavola/i18n';
import type { CredentialCipher } from '../../lib/credential-cipher';
import { HttpError } from '../../lib/http-error';
import { patchRestaurantSettings, valuesPatch } from '../back-office-hours';
import { checkProviderCredentials, openedCredentialsOf, storeCredentials } from '../payment';
import { type RestaurantRow, restaurantSettings } from '../restaurants';

const saferpayLive = 'https://www.saferpay.com/api';
const saferpayTest = 'https://test.saferpay.com/api';

/**
 * A secret as the browser may see it (decision 042): whether it is set, and its last four
 * characters, only when that leaves at least eight unseen.
 */
export function storedSecret(value: string | undefined): StoredSecret {
  if (!value) return { set: false, ends_in: null };
  return { set: true, ends_in: value.length >= 12 ? value.slice(-4) : null };
}

const isOfferable = (type: string): type is (typeof offerablePaymentTypes)[number] =>
  (offerablePaymentTypes as readonly string[]).includes(type);

/** The payment page: the methods offered, and each provider's credentials without their secrets. */
export async function paymentMethodsView(
  db: Database,
  cipher: CredentialCipher,
  restaurant: RestaurantRow,
): Promise<PaymentMethodsDto> {
  const settings = restaurantSettings(restaurant);
  const stored = await openedCredentialsOf(db, cipher, restaurant.id);
  const mollie = stored.get('mollie') ?? {};
  const saferpay = stored.get('saferPay') ?? {};
  return {
    methods: settings.paymentMethods.filter(isOfferable),
    demo_mode: settings.demo_mode,
    mollie: { apiKey: storedSecret(mollie.apiKey) },
    saferPay: {
      customerId: saferpay.customerId ?? '',
      terminalId: saferpay.terminalId ?? '',
      username: storedSecret(saferpay.username),
      password: storedSecret(saferpay.password),
      test_environment: saferpay.baseUrl === saferpayTest,
    },
    can_store_credentials: cipher.canSeal,
  };
}

/** Which methods guests may choose; hidden types the restaurant had (zvt, cash_machine) stay. */
export async function savePaymentMethods(db: Database, restaurant: RestaurantRow, body: PaymentMethodsBody) {
  const hidden = restaurantSettings(restaurant).paymentMethods.filter((type) =>
    hiddenPaymentTypes.includes(type),
  );
  const paymentMethods = [...new Set(body.methods), ...hidden];
  await patchRestaurantSettings(db, restaurant.id, valuesPatch({ paymentMethods }));
}

const required = (field: string) =>
  new HttpError(
    422,
    'field_required',
    { field },
    { [field]: [{ key: 'field_required', params: { field } }] },
  );

/**
 * A provider's credentials, sealed at rest (decision 042). Saferpay's user name and password
 * may be left empty to keep the stored ones; without CREDENTIALS_KEY nothing is stored.
 */
export async function saveCredentials(
  db: Database,
  cipher: CredentialCipher,
  restaurant: RestaurantRow,
  body: PaymentCredentialsBody,
) {
  if (!cipher.canSeal) throw new HttpError(409, 'credentials_key_missing');
  if (body.provider === 'mollie') {
    await storeCredentials(db, cipher, restaurant.id, 'mollie', { apiKey: body.apiKey });
    return;
  }
  const before = (await openedCredentialsOf(db, cipher, restaurant.id)).get('saferPay') ?? {};
  const username = body.username || before.username;
  const password = body.password || before.password;
  if (!username) throw required('username');
  if (!password) throw required('password');
  await storeCredentials(db, cipher, restaurant.id, 'saferPay', {
    customerId: body.customerId,
    terminalId: body.terminalId,
    username,
    password,
    baseUrl: body.test_environment ? saferpayTest : saferpayLive,
  });
}

const outcomeKeys: Record<'ok' | 'refused' | 'unreachable', ServerMessageKey> = {
  ok: 'connection_ok',
  refused: 'connection_refused',
  unreachable: 'connection_unreachable',
};

/** Asks the provider whether it takes the stored credentials (demo needs none: it has no test). */
export async function testConnection(
  db: Database,
  cipher: CredentialCipher,
  restaurant: RestaurantRow,
  provider: CredentialProvider,
) {
  const stored = (await openedCredentialsOf(db, cipher, restaurant.id)).get(provider);
  if (!stored) throw new HttpError(409, 'credentials_not_set');
  const outcome = await checkProviderCredentials(provider, stored);
  return { outcome, key: outcomeKeys[outcome] };
}
