/**
 * Issue 20: the payment types a manager may offer (SPEC §4 Order/payment); zvt and
 * cash_machine stay hidden from guests and from the back office.
 */
export const offerablePaymentTypes = [
  'cash',
  'payAtEnd',
  'mollie',
  'saferPay',
  'payFix',
  'pwc',
  'demo',
] as const;
export type OfferablePaymentType = (typeof offerablePaymentTypes)[number];

/** Payment types paid through a provider's page: the order waits in 'open' until it confirms. */
export const hostedPaymentTypes = ['mollie', 'saferPay', 'demo'] as const;
export type HostedPaymentType = (typeof hostedPaymentTypes)[number];
export const isHostedPayment = (type: string): type is HostedPaymentType =>
  (hostedPaymentTypes as readonly string[]).includes(type);

/** Payment types offered only while the restaurant has working credentials for their provider. */
const credentialTypes = ['mollie', 'saferPay'];
export const needsProviderCredentials = (type: string): boolean => credentialTypes.includes(type);

/** SPEC §4: zvt and cash_machine are never offered to guests. */
const hiddenTypes = ['zvt', 'cash_machine'];

/** Mollie API keys: 'test_' or 'live_' and 30 or more letters and digits. */
const mollieKey = /^(test|live)_[A-Za-z0-9]{30,}$/;

/** Whether stored provider credentials can work at all (the provider still has the last word). */
export function credentialsLookValid(
  provider: string,
  credentials: Readonly<Record<string, string>>,
): boolean {
  if (provider === 'mollie') return mollieKey.test(credentials.apiKey ?? '');
  if (provider === 'saferPay') {
    return ['customerId', 'terminalId', 'username', 'password'].every(
      (key) => (credentials[key] ?? '') !== '',
    );
  }
  return false;
}

/**
 * The payment methods a guest may choose: the restaurant's list without hidden types, without
 * providers it has no working credentials for, and the demo provider only in demo mode.
 */
export function offeredPaymentMethods(
  methods: readonly string[],
  context: { demoMode: boolean; providersWithCredentials: ReadonlySet<string> },
): string[] {
  return methods.filter((type) => {
    if (hiddenTypes.includes(type)) return false;
    if (type === 'demo') return context.demoMode;
    if (needsProviderCredentials(type)) return context.providersWithCredentials.has(type);
    return true;
  });
}

/** Issue 16 (decision 027): paying at the end of the meal needs a table to sit at. */
const tableOnlyPaymentTypes = ['payAtEnd'];

/** Whether a payment type suits an order: pay at end only at a table, the others anywhere. */
export const paymentSuitsOrder = (type: string, order: { atTable: boolean }): boolean =>
  order.atTable || !tableOnlyPaymentTypes.includes(type);
