import { useQuery } from '@tanstack/react-query';
import type { TablePayment } from '@tavola/contracts';
import { formatMoney } from '@tavola/i18n/money';
import { formatWallClock } from '@tavola/i18n/wall-clock';
import { Sheet } from '../../../components/ui/sheet';
import { useTranslation } from '../../../lib/i18n';
import { tableBillQuery } from '../api/tables-api';
import { todayIn } from '../format';
import { useManager } from '../manager-context';
import { type ManagerTranslate, useManagerT } from '../manager-i18n';

type Claim = TablePayment['claims'][number];

/** Who took a part of the bill and how, as the staff read it. */
function claimTitle(t: ManagerTranslate, claim: Claim): string {
  if (claim.at_table) return t('overview.claimAtTable');
  const who = claim.name || t('overview.claimGuest');
  if (claim.kind === 'items') return t('overview.claimItems', { who });
  if (claim.kind === 'share') return t('overview.claimShare', { who, ways: claim.ways ?? 0 });
  return t('overview.claimAmount', { who });
}

/**
 * Issue 33: a table's bill as the staff see it — each round (order) with what it holds and
 * costs, and who paid what, with their tips — read from the server, refreshed with the table
 * view on every live event.
 */
export default function TableBillSheet({
  tableId,
  tableName,
  onClose,
}: {
  tableId: number;
  tableName: string;
  onClose: () => void;
}) {
  const t = useManagerT();
  const { locale } = useTranslation();
  const { api, restaurant } = useManager();
  const bill = useQuery(tableBillQuery(api, restaurant.id, tableId, locale));
  return (
    <Sheet title={t('overview.billOf', { name: tableName })} placement="end" onClose={onClose}>
      <div className="space-y-6 overflow-y-auto px-5 pb-6">
        {bill.isPending && <p role="status">{t('area.loading')}</p>}
        {bill.isError && (
          <p role="alert" className="rounded-2xl bg-red-50 p-4 text-red-800">
            {t('area.error')}
          </p>
        )}
        {bill.data && <BillDetail bill={bill.data} />}
      </div>
    </Sheet>
  );
}

function BillDetail({ bill }: { bill: TablePayment }) {
  const t = useManagerT();
  const { locale } = useTranslation();
  const { restaurant } = useManager();
  const money = (minor: number) => formatMoney(minor, bill.currency, locale);
  const lines = new Map(bill.lines.map((line) => [line.key, line]));
  const claims = bill.claims.filter((claim) => claim.state !== 'released');
  return (
    <>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-1 rounded-2xl bg-stone-50 p-4">
        <dt>{t('overview.billTotal')}</dt>
        <dd className="text-end font-semibold tabular-nums">{money(bill.total)}</dd>
        <dt>{t('overview.billPaid')}</dt>
        <dd className="text-end tabular-nums">{money(bill.paid)}</dd>
        {bill.tips > 0 && (
          <>
            <dt>{t('overview.billTips')}</dt>
            <dd className="text-end tabular-nums">{money(bill.tips)}</dd>
          </>
        )}
        <dt className="font-bold">{t('overview.billLeft')}</dt>
        <dd className="text-end font-bold tabular-nums">{money(bill.left)}</dd>
      </dl>

      <section aria-labelledby="bill-rounds" className="space-y-3">
        <h3 id="bill-rounds" className="text-lg font-semibold">
          {t('overview.rounds')}
        </h3>
        {bill.rounds.length === 0 && <p className="text-stone-600">{t('overview.noRounds')}</p>}
        <ol className="space-y-3">
          {bill.rounds.map((round, index) => (
            <li key={round.orderId} className="rounded-2xl p-3 ring-1 ring-stone-200">
              <div className="flex flex-wrap justify-between gap-x-4 font-semibold">
                <span>
                  {t('overview.round', {
                    number: index + 1,
                    order: round.orderId,
                    time: formatWallClock(round.placed_time, locale, {
                      timeOnlyOn: todayIn(restaurant.time_zone),
                    }),
                  })}
                </span>
                <span className="tabular-nums">{money(round.total)}</span>
              </div>
              <ul className="mt-1 text-sm text-stone-700">
                {round.lines.map((key) => {
                  const line = lines.get(key);
                  if (!line) return null;
                  return (
                    <li key={key} className="flex justify-between gap-4">
                      <span className="min-w-0 break-words">
                        {line.quantity} × {line.name}
                      </span>
                      <span className="tabular-nums">{money(line.amount)}</span>
                    </li>
                  );
                })}
              </ul>
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="bill-payments" className="space-y-3">
        <h3 id="bill-payments" className="text-lg font-semibold">
          {t('overview.payments')}
        </h3>
        {claims.length === 0 ? (
          <p className="text-stone-600">{t('overview.noPayments')}</p>
        ) : (
          <ul className="space-y-2">
            {claims.map((claim) => (
              <li
                key={claim.id}
                className={`rounded-2xl px-3 py-2 ring-1 ${claim.state === 'paid' ? 'bg-emerald-50 ring-emerald-200' : 'bg-amber-50 ring-amber-200'}`}
              >
                <div className="flex flex-wrap justify-between gap-x-4">
                  <span className="font-medium">{claimTitle(t, claim)}</span>
                  <span className="tabular-nums">
                    {money(claim.amount)} ·{' '}
                    {claim.state === 'paid' ? t('overview.claimPaid') : t('overview.claimHeld')}
                  </span>
                </div>
                {claim.lines.length > 0 && (
                  <p className="text-sm text-stone-700">
                    {claim.lines
                      .map((line) => `${line.quantity} × ${lines.get(line.key)?.name ?? ''}`)
                      .join(', ')}
                  </p>
                )}
                {claim.tip > 0 && (
                  <p className="text-sm text-stone-700">{t('overview.withTip', { tip: money(claim.tip) })}</p>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
