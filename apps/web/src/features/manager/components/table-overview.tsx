import { useQuery } from '@tanstack/react-query';
import type { TableOverview as TableOverviewRow } from '@tavola/contracts';
import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { tableOverviewQuery } from '../api/tables-api';
import { useManager } from '../manager-context';
import { useManagerT } from '../manager-i18n';
import { groupTablesByArea } from '../table-areas';
import { PageLoading } from './page-loading';
import { TableDetailSheet } from './table-detail-sheet';
import { TableTile } from './table-tile';
import { CloseVisitSheet, SettleTableSheet } from './table-visit-sheets';

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
        <SettleTableSheet
          table={settling}
          currency={overview.data.currency}
          onDone={() => setSettling(undefined)}
        />
      )}
      {closing && <CloseVisitSheet table={closing} onDone={() => setClosing(undefined)} />}
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
