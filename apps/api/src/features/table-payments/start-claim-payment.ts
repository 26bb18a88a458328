import { type Database, schema } from '@tavola/db';
import type { HostedPaymentType } from '@tavola/domain';
import { isLocale, serverTranslator } from '@tavola/i18n';
import { desc, eq } from 'drizzle-orm';
import type { CredentialCipher } from '../../lib/credential-cipher';
import { HttpError } from '../../lib/http-error';
import { ProviderUnavailable, paymentTypeRefused, providerFor } from '../payment';
import type { RestaurantRow } from '../restaurants';
import { lockClaim, releaseClaim, type TablePaymentRow } from '../table-bill';
import { tablePaymentPageUrl } from './table-payment-page-url';

/**
 * The provider's page for a claim's payment, started once (issue 17): the claim's row lock
 * makes a retry return the page already started. When the provider cannot take it the claim
 * lets go of what it held, and the guest is told to choose another way (422 on paymentType).
 */
export async function startClaimPayment(
  context: { db: Database; restaurant: RestaurantRow; publicUrl: string; credentials: CredentialCipher },
  claimId: number,
  session: TablePaymentRow,
): Promise<{ checkoutUrl: string } | { released: true; error: unknown }> {
  const { db, restaurant, publicUrl } = context;
  try {
    const checkoutUrl = await db.transaction(async (tx) => {
      const claim = await lockClaim(tx, claimId);
      const [earlier] = await tx
        .select()
        .from(schema.payments)
        .where(eq(schema.payments.tableClaimId, claimId))
        .orderBy(desc(schema.payments.id))
        .limit(1);
      if (earlier) {
        if (earlier.state === 'open' && earlier.checkoutUrl) return earlier.checkoutUrl;
        throw new HttpError(409, 'payment_problem');
      }
      if (claim?.state !== 'held') throw new HttpError(409, 'payment_problem');
      const type = claim.paymentType as HostedPaymentType;
      const provider = await providerFor(tx, restaurant, type, context);
      const amount = claim.amount + claim.tip;
      const [table] = await tx
        .select({ name: schema.tables.name })
        .from(schema.tables)
        .where(eq(schema.tables.id, session.tableId));
      const started = await provider.start({
        subject: { tableClaimId: claim.id },
        amount,
        currency: restaurant.currency,
        // what the provider's page and the card statement show: the table by its own name (a
        // bare claim number read like another table's, "#T1" on table T6)
        description: serverTranslator(isLocale(claim.lang) ? claim.lang : 'en')('table_payment_description', {
          restaurant: restaurant.name,
          table: table?.name ?? '',
        }),
        returnUrl: tablePaymentPageUrl(publicUrl, restaurant.slug, session, claim.id),
        notifyUrl: `${publicUrl}/api/payment/${type === 'saferPay' ? 'saferpay/notify' : 'mollie/webhook'}?tableClaimId=${claim.id}`,
        locale: claim.lang,
      });
      await tx.insert(schema.payments).values({
        restaurantId: restaurant.id,
        tableClaimId: claim.id,
        provider: type,
        providerPaymentId: started.providerPaymentId,
        amount,
        currency: restaurant.currency,
        checkoutUrl: started.checkoutUrl,
        expiresAt: started.expiresAt,
      });
      return started.checkoutUrl;
    });
    return { checkoutUrl };
  } catch (error) {
    const refused =
      error instanceof ProviderUnavailable || (error instanceof HttpError && error.key !== 'payment_problem');
    if (!refused) throw error;
    await db.transaction((tx) => releaseClaim(tx, claimId));
    return {
      released: true,
      error: error instanceof ProviderUnavailable ? paymentTypeRefused('payment_problem') : error,
    };
  }
}
