import { useQuery } from '@tanstack/react-query';
import type { TableOverview as TableOverviewRow } from '@tavola/contracts';
import { formatMoney } from '@tavola/i18n/money';
import { formatWallClock } from '@tavola/i18n/wall-clock';
import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { tableOverviewQuery, useCloseTableVisit, useSettleTable } from '../api/tables-api';
import { todayIn } from '../format';
import { useManager } from '../manager-context';
import { useManagerT } from '../manager-i18n';
import { notify, notifyError } from '../notices';
import { groupTablesByArea } from '../table-areas';
import { PageLoading } from './page-loading';
import { ConfirmSheet } from './resource';
import { TableDetailSheet } from './table-detail-sheet';

const OrderDetail = lazy(() => import('./order-detail'));

const TableBillSheet = lazy(() => import('./table-bill-sheet'));

/**
 * Issue 16, the board's table view: every table at a glance — which have open orders, since
 * when and for how much, and which are calling. The server counts and sums (it is the
 * authority for totals); the socket refetches it on every order event and call. Issue 17: a
 * table whose bill is paid says so; one paid in part says what is still to pay. Decision 064: a
 * table stays busy until it has paid, and the staff mark what they took at the table as paid.
 * Issue 33: a card shows the visit's guests and tips, opens the bill's rounds and who paid what,
 * and closes the visit once nothing is left to pay (decision 071).
 */
export default function TableOverview() {
  const t = useManagerT();
  const { locale } = useTranslation();
  const { api, restaurant } = useManager();
  const overview = useQuery(tableOverviewQuery(api, restaurant.id, locale));
  const [settling, setSettling] = useState<TableOverviewRow>();
  const [openTable, setOpenTable] = useState<number>();
  const areaId = useId();
  const [openOrder, setOpenOrder] = useState<number>();
  const [closing, setClosing] = useState<TableOverviewRow>();
  const [reading, setReading] = useState<TableOverviewRow>();
  useEffect(() => {
    document.title = t('title.page', { page: t('overview.heading'), name: restaurant.name });
  }, [t, restaurant.name]);
  // an inactive table is shown only while it still has something open
  const tables = (overview.data?.data ?? []).filter(
    (table) => table.active || table.open_orders > 0 || table.open_calls > 0 || table.unpaid > 0,
  );
  const shownTable = tables.find((table) => table.id === openTable);

  return (
    <main id="main" className="mx-auto w-full max-w-7xl flex-1 space-y-4 px-4 py-4 sm:px-6 print:hidden">
      <h1 className="text-xl font-bold tracking-tight">{t('overview.heading')}</h1>
      {overview.isPending && <p role="status">{t('area.loading')}</p>}
      {overview.isError && (
        <div role="alert" className="rounded-2xl bg-red-50 p-4 text-red-800">
          {t('area.error')}{' '}
          <button type="button" className="underline" onClick={() => void overview.refetch()}>
            {t('area.retry')}
          </button>
        </div>
      )}
      {overview.isSuccess && tables.length === 0 && (
        <p className="rounded-2xl bg-white p-6 text-stone-600">{t('overview.empty')}</p>
      )}
      {overview.data &&
        groupTablesByArea(tables).map((group, index) => (
          <section key={group.area ?? ''} aria-labelledby={`${areaId}-${index}`} className="space-y-2">
            <h2 id={`${areaId}-${index}`} className="text-base font-bold text-stone-700">
              {group.area ?? t('tables.noArea')}
            </h2>
            <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-5">
              {group.tables.map((table) => (
                <li key={table.id}>
                  <TableTile
                    table={table}
                    currency={overview.data.currency}
                    onOpen={() => setOpenTable(table.id)}
                    onSettle={() => setSettling(table)}
                    onClose={() => setClosing(table)}
                    onBill={() => setReading(table)}
                  />
                </li>
              ))}
            </ul>
          </section>
        ))}
      {shownTable && overview.data && (
        <TableDetailSheet
          table={shownTable}
          currency={overview.data.currency}
          onOpenOrder={(orderId) => {
            setOpenTable(undefined);
            setOpenOrder(orderId);
          }}
          onSettle={() => {
            setOpenTable(undefined);
            setSettling(shownTable);
          }}
          onClose={() => setOpenTable(undefined)}
        />
      )}
      {openOrder !== undefined && (
        <Suspense fallback={<PageLoading />}>
          <OrderDetail orderId={openOrder} onClose={() => setOpenOrder(undefined)} />
        </Suspense>
      )}
      {settling && overview.data && (
        <SettleSheet
          table={settling}
          currency={overview.data.currency}
          onDone={() => setSettling(undefined)}
        />
      )}
      {closing && <CloseSheet table={closing} onDone={() => setClosing(undefined)} />}
      {reading && (
        <Suspense fallback={null}>
          <TableBillSheet
            tableId={reading.id}
            tableName={reading.name}
            onClose={() => setReading(undefined)}
          />
        </Suspense>
      )}
    </main>
  );
}

/** Asks before the rest of a table's bill is marked as paid at the table (decision 064). */
function SettleSheet({
  table,
  currency,
  onDone,
}: {
  table: TableOverviewRow;
  currency: string;
  onDone: () => void;
}) {
  const t = useManagerT();
  const { locale } = useTranslation();
  const { api, restaurant } = useManager();
  const settle = useSettleTable(api, restaurant.id);
  return (
    <ConfirmSheet
      title={t('overview.settleTitle', { name: table.name })}
      text={t('overview.settleText', { amount: formatMoney(table.unpaid, currency, locale) })}
      action={t('overview.settle')}
      tone="primary"
      pending={settle.isPending}
      onClose={onDone}
      onConfirm={() =>
        settle.mutate(table.id, {
          onSuccess: (answer) => {
            onDone();
            notify(answer.message.body, 'info', 3000);
          },
          onError: (error) => {
            onDone();
            notifyError(error, t('area.error'));
          },
        })
      }
    />
  );
}

/** Asks before a table's visit is closed, once nothing is left to pay (issue 33). */
function CloseSheet({ table, onDone }: { table: TableOverviewRow; onDone: () => void }) {
  const t = useManagerT();
  const { api, restaurant } = useManager();
  const close = useCloseTableVisit(api, restaurant.id);
  return (
    <ConfirmSheet
      title={t('overview.closeTitle', { name: table.name })}
      text={t('overview.closeText')}
      action={t('overview.close')}
      tone="primary"
      pending={close.isPending}
      onClose={onDone}
      onConfirm={() =>
        close.mutate(table.id, {
          onSuccess: (answer) => {
            onDone();
            notify(answer.message.body, 'info', 3000);
          },
          onError: (error) => {
            onDone();
            notifyError(error, t('area.error'));
          },
        })
      }
    />
  );
}

const tileButton =
  'relative h-11 w-full rounded-full bg-white px-3 text-sm font-semibold ring-1 ring-stone-300 hover:bg-stone-100';

function TableTile({
  table,
  currency,
  onOpen,
  onSettle,
  onClose,
  onBill,
}: {
  table: TableOverviewRow;
  currency: string;
  onOpen: () => void;
  onSettle: () => void;
  onClose: () => void;
  onBill: () => void;
}) {
  const t = useManagerT();
  const { locale } = useTranslation();
  const { restaurant } = useManager();
  // a served table that has not paid is still busy (decision 064)
  const busy = table.open_orders > 0 || table.unpaid > 0;
  const calling = table.open_calls > 0;
  // issue 17: the table's bill (or each order online) paid all it owes; part paid shows what is left
  const paid = busy && table.total > 0 && table.unpaid === 0;
  const partly = busy && table.unpaid > 0 && table.unpaid < table.total;
  const tone = calling
    ? 'bg-amber-50 ring-2 ring-amber-400'
    : busy
      ? 'bg-white ring-2 ring-primary'
      : 'bg-stone-50 ring-1 ring-stone-200';
  return (
    <article
      aria-labelledby={`table-${table.id}-name`}
      className={`relative h-full rounded-2xl p-3 shadow-sm ${tone}`}
    >
      <div className="flex items-start justify-between gap-2">
        <h3 className="text-2xl font-extrabold leading-tight">
          {/* issue 34: the whole tile opens the table; the name keeps the visible words */}
          <button
            type="button"
            onClick={onOpen}
            aria-label={t('overview.open', { name: table.name })}
            className="text-start outline-none after:absolute after:inset-0 after:rounded-2xl after:content-[''] focus-visible:after:ring-2 focus-visible:after:ring-stone-900"
          >
            <span id={`table-${table.id}-name`}>{table.name}</span>
          </button>
        </h3>
        <div className="flex flex-wrap justify-end gap-1">
          {calling && (
            <span className="rounded-full bg-amber-400 px-2 py-0.5 text-xs font-bold text-stone-900">
              {t('overview.calling')}
            </span>
          )}
          {paid && (
            <span className="rounded-full bg-emerald-700 px-2 py-0.5 text-xs font-bold text-white">
              {t('overview.paid')}
            </span>
          )}
        </div>
      </div>
      <p className="text-xs text-stone-600">
        {[table.area, t('tables.seats', { count: table.seats })].filter(Boolean).join(' · ')}
        {!table.active && ` · ${t('overview.inactive')}`}
      </p>
      {table.guests && (
        <p className="mt-1 text-sm font-semibold">
          {t('overview.guests', { count: table.guests.adults + table.guests.children })}
          {table.guests.children > 0 && ` (${t('overview.children', { count: table.guests.children })})`}
        </p>
      )}
      {table.tips > 0 && (
        <p className="text-sm">{t('overview.tips', { amount: formatMoney(table.tips, currency, locale) })}</p>
      )}
      {busy ? (
        <div className="mt-2 space-y-0.5">
          <p className="text-lg font-bold tabular-nums">{formatMoney(table.total, currency, locale)}</p>
          {partly && (
            <p className="text-sm font-semibold text-amber-800">
              {t('overview.unpaid', { amount: formatMoney(table.unpaid, currency, locale) })}
            </p>
          )}
          {table.open_orders > 0 && (
            <p className="text-sm font-medium">{t('overview.orders', { count: table.open_orders })}</p>
          )}
          {table.open_since_time && (
            <p className="text-sm text-stone-700">
              {t('overview.since', {
                time: formatWallClock(table.open_since_time, locale, {
                  timeOnlyOn: todayIn(restaurant.time_zone),
                }),
              })}
            </p>
          )}
          {table.unpaid > 0 && (
            <button type="button" onClick={onSettle} className={`mt-2 ${tileButton}`}>
              {t('overview.settle')}
            </button>
          )}
        </div>
      ) : (
        <p className="mt-2 text-sm font-medium text-stone-500">{t('overview.free')}</p>
      )}
      {table.table_payment_id && (
        <div className="mt-2 space-y-2">
          <button
            type="button"
            onClick={onBill}
            aria-label={t('overview.billOf', { name: table.name })}
            className={tileButton}
          >
            {t('overview.bill')}
          </button>
          {table.unpaid === 0 && (
            <button
              type="button"
              onClick={onClose}
              aria-label={t('overview.closeTable', { name: table.name })}
              className={tileButton}
            >
              {t('overview.close')}
            </button>
          )}
        </div>
      )}
    </article>
  );
}
