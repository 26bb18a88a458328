import type { TablePaymentEventBody } from '@tavola/contracts';
import {
  type ClaimRequest,
  defaultClaimPaymentType,
  isHostedPayment,
  offeredPaymentMethods,
  type SplitTaken,
} from '@tavola/domain';
import type { Locale } from '@tavola/i18n';
import type { CredentialCipher } from '../../lib/credential-cipher';
import { HttpError, notFound } from '../../lib/http-error';
import { chargePayfixCard, checkPayfixCard, paymentTypeRefused } from '../payment';
import { providersWithCredentials, restaurantLocale, restaurantSettings } from '../restaurants';
import {
  type ClaimSettlement,
  claimByIdempotencyKey,
  closeIfPaid,
  findTablePayment,
  holdClaim,
  loadTableBill,
  lockTablePayment,
  payClaim,
  sharesTaken,
  type TableClaimRow,
  type TablePaymentRow,
} from '../table-bill';
import { claimantOf } from './claimant';
import type { TablePaymentCaller } from './open-table-payment';
import { startClaimPayment } from './start-claim-payment';
import { tablePaymentPageUrl } from './table-payment-page-url';

type ClaimBody = TablePaymentEventBody & { tip: number };
/** The claim with the way it is paid decided (the guest's, or the restaurant's first provider page). */
type PaidClaimBody = ClaimBody & { paymentType: NonNullable<ClaimBody['paymentType']> };

export interface ClaimOutcome {
  session: TablePaymentRow;
  claim: TableClaimRow;
  /** the provider's page, or the bill's page when the claim is paid already (payFix) */
  paymentLink: string;
  /** false when an Idempotency-Key retry found the claim made before */
  created: boolean;
  /** payFix pays at once: what that settled */
  settlement: ClaimSettlement | null;
}

/** The provider refused the claim's payment: the claim was released; `refused` is the answer. */
export interface ClaimRefused {
  session: TablePaymentRow;
  claim: TableClaimRow;
  refused: unknown;
}

/** The guest's request as the domain's claim rules read it. */
function claimRequestOf(body: ClaimBody, taken: (ways: number) => SplitTaken): ClaimRequest {
  if (body.action === 'items') return { kind: 'items', items: body.basketItems };
  if (body.action === 'amount') return { kind: 'amount', amount: body.amount };
  return { kind: 'share', ways: body.ways, taken: taken(body.ways) };
}

/** SPEC §5 payFix needs its QR code and PIN; the card must answer before anything is held. */
async function payfixCardOf(caller: TablePaymentCaller, body: PaidClaimBody): Promise<number | null> {
  if (body.paymentType !== 'payFix') return null;
  const missing = (['qrCode', 'pin'] as const).filter((field) => !body[field]?.trim());
  if (missing.length) {
    throw new HttpError(
      422,
      'field_required',
      { field: missing[0]! },
      Object.fromEntries(
        missing.map((field) => [field, [{ key: 'field_required' as const, params: { field } }]]),
      ),
    );
  }
  return checkPayfixCard(caller.db, caller.restaurant.id, body.qrCode!.trim(), body.pin!.trim());
}

/**
 * SPEC §7 POST /api/table-payments/events (issue 17): a guest takes their part of the table's
 * bill — items, an amount or an equal share — and pays it. The part is held on the bill's
 * locked row (holdClaim), so of two guests reaching for the last item or euro exactly one gets
 * it; the provider's payment starts after the commit and the claim follows it (settleTableClaim).
 * A payFix card pays at once. An Idempotency-Key makes a retry answer the same claim.
 */
export async function claimTablePayment(
  caller: TablePaymentCaller & { locale: Locale; publicUrl: string; credentials: CredentialCipher },
  sent: ClaimBody,
  idempotencyKey: string | undefined,
): Promise<ClaimOutcome | ClaimRefused> {
  const { db, restaurant } = caller;
  const found = await findTablePayment(db, restaurant.id, sent.tablePaymentId);
  if (!found) throw notFound('table_payment_not_exist');
  const settings = restaurantSettings(restaurant);
  const offered = offeredPaymentMethods(settings.paymentMethods, {
    demoMode: settings.demo_mode,
    providersWithCredentials: await providersWithCredentials(db, caller.credentials, restaurant.id),
  });
  // SPEC §7 sends a claim without a payment type: the first provider page offered pays it
  const paymentType = sent.paymentType ?? defaultClaimPaymentType(offered);
  if (paymentType === undefined || !offered.includes(paymentType))
    throw paymentTypeRefused('payment_type_unavailable');
  const body: PaidClaimBody = { ...sent, paymentType: paymentType as PaidClaimBody['paymentType'] };
  const claimant = claimantOf(caller.principal);
  if (!claimant) throw new HttpError(401, 'unauthenticated');
  const card = await payfixCardOf(caller, body);

  const held = await db.transaction(async (tx) => {
    const session = await lockTablePayment(tx, found.id);
    if (idempotencyKey) {
      const earlier = await claimByIdempotencyKey(tx, restaurant.id, idempotencyKey);
      if (earlier) {
        if (earlier.sessionId !== session.id || earlier.claimant !== claimant)
          throw new HttpError(409, 'idempotency_key_reused');
        return { session, claim: earlier, created: false, settlement: null };
      }
    }
    if (session.state !== 'open') throw new HttpError(409, 'table_payment_paid');
    const loaded = await loadTableBill(tx, session, {
      locale: caller.locale,
      fallback: restaurantLocale(restaurant),
    });
    const claim = await holdClaim(tx, loaded, {
      request: claimRequestOf(body, (ways) => sharesTaken(loaded, ways)),
      tip: body.tip,
      paymentType: body.paymentType,
      claimant,
      name: body.name?.trim() || null,
      email: body.email ?? null,
      lang: caller.locale,
      idempotencyKey: idempotencyKey ?? null,
    });
    if (card === null) return { session, claim, created: true, settlement: null };
    // payFix: the card pays the claim and its tip now, in this transaction
    await chargePayfixCard(tx, card, claim.amount + claim.tip);
    await payClaim(tx, claim.id);
    const settlement: ClaimSettlement = {
      action: 'paid',
      claim,
      session,
      closedOrderIds: await closeIfPaid(tx, session),
    };
    return { session, claim, created: true, settlement };
  });

  if (!isHostedPayment(body.paymentType)) {
    const paymentLink = tablePaymentPageUrl(caller.publicUrl, restaurant.slug, held.session, held.claim.id);
    return { ...held, paymentLink };
  }
  const started = await startClaimPayment(caller, held.claim.id, held.session);
  if ('released' in started) return { ...held, refused: started.error };
  return { ...held, paymentLink: started.checkoutUrl };
}
