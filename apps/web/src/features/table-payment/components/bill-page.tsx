import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TablePayment } from '@tavola/contracts';
import { localeInfo } from '@tavola/i18n/locales';
import { formatMoney } from '@tavola/i18n/money';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'wouter';
import { primaryButton, secondaryButton } from '../../../components/ui/form';
import { LoadError } from '../../../components/ui/load-error';
import { useAppContext } from '../../../lib/app-context';
import { useDeferredTexts, useTranslation } from '../../../lib/i18n';
import { useErrorMessage } from '../../../lib/use-error-message';
import { PageHeader, useRestaurant } from '../../restaurant';
import { tablePaymentApi, tablePaymentKeys } from '../api/table-payment-api';
import { guestDetails } from '../guest-details';
import { useBillLive } from '../hooks/use-bill-live';
import { tableSeats, useTableSeat } from '../table-seat-store';
import { BillClaims, BillLines, BillTotals } from './bill-parts';
import { PayForm } from './pay-form';
import { ReceiptMailForm } from './receipt-mail-form';
import { TableInvoiceLinks } from './table-receipt-links';

const card = 'space-y-4 rounded-3xl bg-white p-4 ring-1 ring-stone-200 sm:p-6';

/**
 * Issue 17, /table-payment: the table's one bill, live on every phone at the table. Without a
 * `tablePaymentId` in the address the bill is opened with the table and QR token this phone
 * arrived with, and its id goes into the address (a reload, or the provider's return, reads
 * the same bill). With `claimId` (back from the provider) the claim's outcome shows first: paid,
 * still open, or released (the payment failed) with a way to try again. A closed bill shows
 * the receipt.
 */
export default function BillPage() {
  useDeferredTexts();
  const { t } = useTranslation();
  const { api, config } = useAppContext();
  const messageOf = useErrorMessage();
  const [search, setSearch] = useSearchParams();
  const tablePaymentId = search.get('tablePaymentId') ?? undefined;
  const claimId = search.get('claimId') ?? undefined;
  const seat = useTableSeat(config.restaurantId);
  const [openError, setOpenError] = useState<string>();
  const opening = useRef(false);

  // no bill named: open the table's bill with the QR token this phone arrived with
  useEffect(() => {
    if (tablePaymentId || !seat || opening.current) return;
    opening.current = true;
    tablePaymentApi.open(api, seat).then(
      ({ data }) => {
        tableSeats.bill(config.restaurantId, data.tablePaymentId);
        setSearch({ tablePaymentId: data.tablePaymentId }, { replace: true });
      },
      (error: unknown) => setOpenError(messageOf(error, t('bill.loadError'))),
    );
  }, [api, config.restaurantId, messageOf, seat, setSearch, t, tablePaymentId]);

  let body: React.ReactNode;
  if (tablePaymentId) body = <Bill tablePaymentId={tablePaymentId} claimId={claimId} />;
  else if (openError)
    body = (
      <p role="alert" className="rounded-2xl bg-red-50 p-4 text-red-800">
        {openError}
      </p>
    );
  else if (!seat) body = <p className="rounded-2xl bg-white p-4 ring-1 ring-stone-200">{t('bill.noSeat')}</p>;
  else body = <Loading />;

  return (
    <>
      <PageHeader />
      <main id="main" className="mx-auto max-w-2xl space-y-5 px-4 py-6 sm:px-6">
        {body}
        <Link to="/menu" className={`${secondaryButton} inline-block`}>
          {t('bill.backToMenu')}
        </Link>
      </main>
    </>
  );
}

function Loading() {
  const { t } = useTranslation();
  return (
    <div className="flex justify-center py-16" role="status">
      <span className="size-8 animate-spin rounded-full border-4 border-stone-200 border-t-primary" />
      <span className="sr-only">{t('app.loading')}</span>
    </div>
  );
}

function Bill({ tablePaymentId, claimId }: { tablePaymentId: string; claimId: string | undefined }) {
  const { t } = useTranslation();
  const { api, config } = useAppContext();
  const messageOf = useErrorMessage();
  const queryClient = useQueryClient();
  const [, setSearch] = useSearchParams();
  const [conflict, setConflict] = useState<string>();
  const key = tablePaymentKeys.bill(config.restaurantId, tablePaymentId);
  // never the cached bill of before (the provider's return, a reload): the bill is read on
  // every visit, and again on every live event (the key's prefix)
  const bill = useQuery({
    queryKey: [...key, claimId ?? ''],
    queryFn: () => tablePaymentApi.read(api, tablePaymentId, claimId).then((answer) => answer.data),
    placeholderData: keepPreviousData,
    staleTime: 0,
    refetchOnMount: 'always',
  });
  const live = useBillLive(tablePaymentId);
  const closed = bill.data?.status === 'paid';
  useEffect(() => {
    if (closed) tableSeats.settled(config.restaurantId, tablePaymentId);
    else if (bill.data) tableSeats.bill(config.restaurantId, tablePaymentId);
  }, [closed, bill.data, config.restaurantId, tablePaymentId]);

  if (!bill.data) {
    if (bill.isPending) return <Loading />;
    return (
      <LoadError message={messageOf(bill.error, t('bill.loadError'))} onRetry={() => void bill.refetch()} />
    );
  }
  const data = bill.data;
  const returned = claimId
    ? data.claims.find((claim) => String(claim.id) === claimId && claim.mine)
    : undefined;
  const tryAgain = () => {
    setConflict(undefined);
    setSearch({ tablePaymentId }, { replace: true });
  };

  return (
    <>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">
          {t('bill.title', { name: data.table.name })}
        </h1>
        {live.state === 'open' && !closed && (
          <span role="status" className="flex items-center gap-1.5 text-sm font-semibold text-emerald-800">
            <span aria-hidden="true" className="size-2 rounded-full bg-emerald-600" />
            {t('bill.live')}
          </span>
        )}
      </div>
      {returned && !closed && <ClaimOutcome state={returned.state} onTryAgain={tryAgain} />}
      {conflict && (
        <div
          role="alert"
          className="space-y-1 rounded-2xl bg-amber-50 p-4 text-amber-900 ring-1 ring-amber-300"
        >
          <p className="font-semibold">{conflict}</p>
          <p className="text-sm">{t('bill.fresh')}</p>
        </div>
      )}
      {closed ? (
        <Receipt bill={data} />
      ) : (
        <>
          <section className={card} aria-label={t('bill.items')}>
            <BillLines bill={data} />
            <BillTotals bill={data} />
          </section>
          <section className={card}>
            <BillClaims bill={data} heading={t('bill.claims')} />
          </section>
          {/* what the guest picked stays while the bill changes under it (picks beyond what is
              left count as what is left); a refusal clears it */}
          {data.total > 0 && (
            <section className={card}>
              <PayForm
                key={data.tablePaymentId}
                bill={data}
                socketId={live.socketId}
                onConflict={(message) => {
                  setConflict(message);
                  void queryClient.invalidateQueries({ queryKey: key });
                }}
              />
            </section>
          )}
        </>
      )}
    </>
  );
}

function ClaimOutcome({
  state,
  onTryAgain,
}: {
  state: 'held' | 'paid' | 'released';
  onTryAgain: () => void;
}) {
  const { t } = useTranslation();
  if (state === 'paid')
    return (
      <p
        role="status"
        className="rounded-2xl bg-emerald-50 p-4 font-semibold text-emerald-900 ring-1 ring-emerald-200"
      >
        {t('bill.resultPaid')}
      </p>
    );
  if (state === 'held')
    return (
      <p role="status" className="rounded-2xl bg-amber-50 p-4 text-amber-900 ring-1 ring-amber-200">
        {t('bill.resultOpen')}
      </p>
    );
  return (
    <div role="alert" className="space-y-3 rounded-2xl bg-red-50 p-4 text-red-900 ring-1 ring-red-200">
      <p className="font-semibold">{t('bill.resultReleased')}</p>
      <button type="button" className={primaryButton} onClick={onTryAgain}>
        {t('bill.tryAgain')}
      </button>
    </div>
  );
}

/** The closed bill: its items, who paid which share with which tip, the total and where receipts go. */
function Receipt({ bill }: { bill: TablePayment }) {
  const { t, locale } = useTranslation();
  const restaurant = useRestaurant();
  const mine = bill.claims.filter((claim) => claim.mine && claim.state === 'paid').map((claim) => claim.id);
  const receipts = guestDetails.receiptsOf(bill.tablePaymentId, mine);
  const paidAt = bill.closed_at
    ? new Intl.DateTimeFormat(localeInfo[locale].intl, {
        dateStyle: 'medium',
        timeStyle: 'short',
        timeZone: restaurant.time_zone,
      }).format(new Date(bill.closed_at))
    : undefined;
  return (
    <section className={card} aria-labelledby="bill-receipt">
      <h2 id="bill-receipt" className="text-xl font-bold">
        {t('bill.receipt')}
      </h2>
      <p role="status" className="font-semibold text-emerald-800">
        {t('bill.closed', { name: bill.table.name })}
      </p>
      {paidAt && <p className="text-sm text-stone-600">{t('bill.closedAt', { time: paidAt })}</p>}
      <BillLines bill={bill} units={false} />
      <BillClaims bill={bill} heading={t('bill.shares')} />
      <dl className="space-y-1 border-t border-stone-200 pt-3">
        <div className="flex justify-between gap-4">
          <dt>{t('bill.tips')}</dt>
          <dd className="tabular-nums">{formatMoney(bill.tips, bill.currency, locale)}</dd>
        </div>
        <div className="flex justify-between gap-4 text-lg font-bold">
          <dt>{t('bill.total')}</dt>
          <dd className="tabular-nums">{formatMoney(bill.total, bill.currency, locale)}</dd>
        </div>
      </dl>
      {receipts.map((email) => (
        <p key={email} className="text-sm text-stone-700">
          {t('bill.receiptMail', { email })}
        </p>
      ))}
      <TableInvoiceLinks bill={bill} />
      <ReceiptMailForm tablePaymentId={bill.tablePaymentId} />
    </section>
  );
}
