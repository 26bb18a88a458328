import createMollieClient, { type Locale as MollieLocale } from '@mollie/api-client';
import {
  decimalAmount,
  minorAmount,
  type PaymentProvider,
  ProviderUnavailable,
  type ProviderVerdict,
} from './payment-provider';

const mollieLocales: Record<string, MollieLocale> = {
  en: 'en_US' as MollieLocale,
  de: 'de_DE' as MollieLocale,
  fr: 'fr_FR' as MollieLocale,
};

const states: Record<string, ProviderVerdict['state']> = {
  open: 'open',
  pending: 'open',
  authorized: 'open',
  paid: 'paid',
  failed: 'failed',
  canceled: 'cancelled',
  expired: 'expired',
};

/**
 * Mollie through its official client. The webhook only names a payment id: its status always
 * comes from fetching the payment (Mollie's documentation says exactly this).
 */
export function mollieProvider(options: { apiKey: string }): PaymentProvider {
  const client = createMollieClient({ apiKey: options.apiKey });
  return {
    async checkCredentials() {
      try {
        // GET /v2/methods: authenticated, read-only, the cheapest call the client offers
        await client.methods.list();
        return 'ok';
      } catch (error) {
        const status = (error as { statusCode?: number }).statusCode;
        return status === 401 || status === 403 ? 'refused' : 'unreachable';
      }
    },
    async start(request) {
      try {
        const payment = await client.payments.create({
          amount: { currency: request.currency, value: decimalAmount(request.amount) },
          description: request.description,
          redirectUrl: request.returnUrl,
          webhookUrl: request.notifyUrl,
          metadata: request.subject,
          ...(mollieLocales[request.locale] ? { locale: mollieLocales[request.locale] } : {}),
        });
        const checkoutUrl = payment.getCheckoutUrl();
        if (!checkoutUrl) throw new Error('Mollie returned no checkout URL');
        return {
          providerPaymentId: payment.id,
          checkoutUrl,
          expiresAt: payment.expiresAt ? new Date(payment.expiresAt) : null,
        };
      } catch (error) {
        throw new ProviderUnavailable('Mollie refused to create the payment', error);
      }
    },
    async cancel(providerPaymentId) {
      try {
        // Mollie cancels only payments it marks cancelable; others stay open until they expire
        const payment = await client.payments.cancel(providerPaymentId);
        return {
          state: states[payment.status] ?? 'open',
          amount: minorAmount(payment.amount.value),
          currency: payment.amount.currency,
        };
      } catch {
        return this.verify(providerPaymentId);
      }
    },
    async verify(providerPaymentId) {
      try {
        const payment = await client.payments.get(providerPaymentId);
        return {
          state: states[payment.status] ?? 'open',
          amount: minorAmount(payment.amount.value),
          currency: payment.amount.currency,
        };
      } catch (error) {
        throw new ProviderUnavailable('Mollie did not answer for the payment', error);
      }
    },
  };
}
