import { randomUUID } from 'node:crypto';
import type { PaymentProvider, ProviderVerdict } from './payment-provider';
import { ProviderUnavailable, subjectReference } from './payment-provider';

export interface SaferpayCredentials {
  customerId: string;
  terminalId: string;
  username: string;
  password: string;
  /** 'https://www.saferpay.com/api' live, 'https://test.saferpay.com/api' for the test environment */
  baseUrl?: string;
}

const specVersion = '1.40';

/** Assert's error names that end a payment, and what they mean for the order. */
const endings: Record<string, ProviderVerdict['state']> = {
  TRANSACTION_ABORTED: 'cancelled',
  TRANSACTION_DECLINED: 'failed',
  PAYMENT_NOT_AVAILABLE: 'failed',
  TOKEN_EXPIRED: 'expired',
  TOKEN_INVALID: 'failed',
};

interface SaferpayTransaction {
  Id: string;
  Status: 'AUTHORIZED' | 'CAPTURED' | 'PENDING' | 'CANCELED';
  Amount: { Value: string; CurrencyCode: string };
}

class SaferpayError extends Error {
  constructor(
    readonly status: number,
    readonly errorName: string | undefined,
  ) {
    super(`Saferpay answered ${status} ${errorName ?? ''}`);
  }
}

/**
 * Saferpay's JSON API over fetch: Payment Page Initialize, the guest pays on Saferpay's page,
 * then Assert (on return and on the notification alike) and Capture when authorised. The
 * payment is identified by the payment page token.
 */
export function saferpayProvider(credentials: SaferpayCredentials): PaymentProvider {
  const base = (credentials.baseUrl ?? 'https://www.saferpay.com/api').replace(/\/+$/, '');
  const authorization = `Basic ${Buffer.from(`${credentials.username}:${credentials.password}`).toString('base64')}`;
  const header = () => ({
    SpecVersion: specVersion,
    CustomerId: credentials.customerId,
    RequestId: randomUUID(),
    RetryIndicator: 0,
  });

  async function call<T>(path: string, body: Record<string, unknown>): Promise<T> {
    let response: Response;
    try {
      response = await fetch(`${base}${path}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json; charset=utf-8',
          accept: 'application/json',
          authorization,
        },
        body: JSON.stringify({ RequestHeader: header(), ...body }),
        signal: AbortSignal.timeout(15_000),
      });
    } catch (error) {
      throw new ProviderUnavailable('Saferpay could not be reached', error);
    }
    const answer = (await response.json().catch(() => ({}))) as T & { ErrorName?: string };
    if (!response.ok) throw new SaferpayError(response.status, answer.ErrorName);
    return answer;
  }

  return {
    async checkCredentials() {
      // the Management API's terminal info: authenticated with the same API user, read-only
      let response: Response;
      try {
        response = await fetch(
          `${base}/rest/customers/${encodeURIComponent(credentials.customerId)}/terminals/${encodeURIComponent(credentials.terminalId)}`,
          {
            headers: {
              accept: 'application/json',
              authorization,
              'Saferpay-ApiVersion': specVersion,
              'Saferpay-RequestId': randomUUID(),
            },
            signal: AbortSignal.timeout(15_000),
          },
        );
      } catch {
        return 'unreachable';
      }
      await response.body?.cancel();
      if (response.ok) return 'ok';
      // 401/403: the user or password; 404: no such customer or terminal for this user
      return [401, 403, 404].includes(response.status) ? 'refused' : 'unreachable';
    },
    async start(request) {
      try {
        const answer = await call<{ Token: string; Expiration: string; RedirectUrl: string }>(
          '/Payment/v1/PaymentPage/Initialize',
          {
            TerminalId: credentials.terminalId,
            Payment: {
              Amount: { Value: String(request.amount), CurrencyCode: request.currency },
              OrderId: subjectReference(request.subject),
              Description: request.description,
            },
            ReturnUrl: { Url: request.returnUrl },
            Notification: { SuccessNotifyUrl: request.notifyUrl, FailNotifyUrl: request.notifyUrl },
          },
        );
        return {
          providerPaymentId: answer.Token,
          checkoutUrl: answer.RedirectUrl,
          expiresAt: answer.Expiration ? new Date(answer.Expiration) : null,
        };
      } catch (error) {
        if (error instanceof ProviderUnavailable) throw error;
        throw new ProviderUnavailable('Saferpay refused to initialise the payment page', error);
      }
    },
    async cancel(token) {
      // Saferpay's page cannot be closed, but a payment is only taken when we capture it: asked
      // once more (an authorised one is captured and stays paid), an open one is never captured
      const verdict = await this.verify(token);
      return verdict.state === 'open' ? { ...verdict, state: 'cancelled' } : verdict;
    },
    async verify(token) {
      let transaction: SaferpayTransaction;
      try {
        ({ Transaction: transaction } = await call<{ Transaction: SaferpayTransaction }>(
          '/Payment/v1/PaymentPage/Assert',
          { Token: token },
        ));
      } catch (error) {
        if (error instanceof SaferpayError && error.errorName && endings[error.errorName]) {
          return { state: endings[error.errorName]!, amount: 0, currency: '' };
        }
        // e.g. the guest is still on the payment page
        if (error instanceof SaferpayError && error.status < 500)
          return { state: 'open', amount: 0, currency: '' };
        throw error instanceof ProviderUnavailable
          ? error
          : new ProviderUnavailable('Saferpay Assert failed', error);
      }
      const amount = Number(transaction.Amount.Value);
      const currency = transaction.Amount.CurrencyCode;
      if (transaction.Status === 'CAPTURED') return { state: 'paid', amount, currency };
      if (transaction.Status === 'CANCELED') return { state: 'cancelled', amount, currency };
      if (transaction.Status !== 'AUTHORIZED') return { state: 'open', amount, currency };
      try {
        const capture = await call<{ Status: string }>('/Payment/v1/Transaction/Capture', {
          TransactionReference: { TransactionId: transaction.Id },
        });
        return { state: capture.Status === 'CAPTURED' ? 'paid' : 'open', amount, currency };
      } catch (error) {
        // captured already (by the return or the notification racing us): Saferpay says so
        if (error instanceof SaferpayError && error.errorName === 'TRANSACTION_ALREADY_CAPTURED') {
          return { state: 'paid', amount, currency };
        }
        throw error instanceof ProviderUnavailable
          ? error
          : new ProviderUnavailable('Saferpay Capture failed', error);
      }
    },
  };
}
