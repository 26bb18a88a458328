import type { TablePayment } from '@tavola/contracts';
import { formatMoney } from '@tavola/i18n/money';
import { type Translate, useTranslation } from '../../../lib/i18n';
import { PartReceiptLinks } from './table-receipt-links';

type Claim = TablePayment['claims'][number];

/** Who took a claim, as the table sees it: the caller's own as 'You', else the name given. */
export const claimWho = (t: Translate, claim: Claim) =>
  claim.mine ? t('bill.you') : claim.name || t('bill.guest');

export function claimTitle(t: Translate, claim: Claim): string {
  if (claim.at_table) return t('bill.claimAtTable');
  const who = claimWho(t, claim);
  if (claim.kind === 'items') return t('bill.claimItems', { who });
  if (claim.kind === 'share') return t('bill.claimShare', { who, ways: String(claim.ways ?? '') });
  return t('bill.claimAmount', { who });
}

/** Total, paid, being paid, left and tips of the bill. */
export function BillTotals({ bill }: { bill: TablePayment }) {
  const { t, locale } = useTranslation();
  const money = (minor: number) => formatMoney(minor, bill.currency, locale);
  const row = (label: string, value: number, strong = false) => (
    <div className={`flex justify-between gap-4 ${strong ? 'text-lg font-bold' : ''}`}>
      <dt>{label}</dt>
      <dd className="tabular-nums">{money(value)}</dd>
    </div>
  );
  return (
    <dl className="space-y-1" data-testid="bill-totals">
      {row(t('bill.total'), bill.total)}
      {row(t('bill.paid'), bill.paid)}
      {bill.held > 0 && row(t('bill.held'), bill.held)}
      {bill.tips > 0 && row(t('bill.tips'), bill.tips)}
      {row(t('bill.left'), bill.left, true)}
    </dl>
  );
}

/** The bill's lines: each with its units paid, being paid and left (not on the receipt: paid by shares, a line is never 'left'). */
export function BillLines({ bill, units = true }: { bill: TablePayment; units?: boolean }) {
  const { t, locale } = useTranslation();
  if (bill.lines.length === 0) return <p className="text-stone-600">{t('bill.empty')}</p>;
  return (
    <ul className="divide-y divide-stone-200" aria-label={t('bill.items')}>
      {bill.lines.map((line) => (
        <li key={line.key} className="py-2">
          <div className="flex justify-between gap-4">
            <span className="min-w-0 break-words">
              {line.quantity} × {line.name}
            </span>
            <span className="tabular-nums">{formatMoney(line.amount, bill.currency, locale)}</span>
          </div>
          {units && (
            <p className="text-sm text-stone-600">
              {[
                line.paidQuantity > 0 && t('bill.linePaid', { count: String(line.paidQuantity) }),
                line.heldQuantity > 0 && t('bill.lineHeld', { count: String(line.heldQuantity) }),
                line.leftQuantity > 0 && t('bill.lineLeft', { count: String(line.leftQuantity) }),
              ]
                .filter(Boolean)
                .join(' · ')}
            </p>
          )}
        </li>
      ))}
    </ul>
  );
}

/** Who pays what: every claim still standing (held or paid), with its items, amount and tip. */
export function BillClaims({ bill, heading }: { bill: TablePayment; heading: string }) {
  const { t, locale } = useTranslation();
  const money = (minor: number) => formatMoney(minor, bill.currency, locale);
  const claims = bill.claims.filter((claim) => claim.state !== 'released');
  const names = new Map(bill.lines.map((line) => [line.key, line.name]));
  return (
    <section aria-labelledby="bill-claims" className="space-y-2">
      <h2 id="bill-claims" className="text-lg font-semibold">
        {heading}
      </h2>
      {claims.length === 0 ? (
        <p className="text-stone-600">{t('bill.noClaims')}</p>
      ) : (
        <ul className="space-y-2" aria-labelledby="bill-claims">
          {claims.map((claim) => (
            <li
              key={claim.id}
              data-claim={claim.id}
              className={`rounded-2xl px-3 py-2 ring-1 ${claim.state === 'paid' ? 'bg-emerald-50 ring-emerald-200' : 'bg-amber-50 ring-amber-200'}`}
            >
              <div className="flex flex-wrap justify-between gap-x-4">
                <span className="font-medium">{claimTitle(t, claim)}</span>
                <span className="tabular-nums">
                  {money(claim.amount)} · {t(`bill.state.${claim.state}`)}
                </span>
              </div>
              {claim.lines.length > 0 && (
                <p className="text-sm text-stone-700">
                  {claim.lines.map((line) => `${line.quantity} × ${names.get(line.key) ?? ''}`).join(', ')}
                </p>
              )}
              {claim.tip > 0 && (
                <p className="text-sm text-stone-700">{t('bill.withTip', { tip: money(claim.tip) })}</p>
              )}
              {/* issue 36: the guest's own paid part has its receipt */}
              {claim.mine && claim.state === 'paid' && <PartReceiptLinks bill={bill} claimId={claim.id} />}
              {claim.payment_link && (
                // the guest's own part, left on the provider's page: finish it (or cancel it there)
                <a
                  href={claim.payment_link}
                  className="mt-2 inline-flex h-10 items-center rounded-full bg-primary px-4 text-sm font-semibold text-(--color-primary-contrast)"
                >
                  {t('bill.continuePaying')}
                </a>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
