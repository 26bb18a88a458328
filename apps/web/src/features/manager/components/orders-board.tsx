import { useQuery } from '@tanstack/react-query';
import type { ManagerOrder } from '@tavola/contracts';
import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { type OrderFilters, ordersQuery } from '../api/manager-api';
import { todayIn } from '../format';
import { useManager } from '../manager-context';
import { useManagerT } from '../manager-i18n';
import { OrderCard } from './order-card';
import { PageLoading } from './page-loading';

/**
 * The detail sheet and the dialog library under it are not part of the board's first load:
 * their chunk is fetched once the board is up, so an order still opens at once.
 */
const loadOrderDetail = () => import('./order-detail');
const OrderDetail = lazy(loadOrderDetail);

/**
 * Issue 7 live order board: the day's orders in three columns (new, in progress, done), new
 * ones arriving without a reload; the tab title counts the orders waiting to be accepted.
 * Issue 15: an order whose online payment ended without money is over (done); one whose
 * payment is open stays new but is not counted as waiting to be accepted.
 */
export function OrdersBoard() {
  const t = useManagerT();
  const { locale } = useTranslation();
  const { api, restaurant } = useManager();
  const id = useId();
  const [filters, setFilters] = useState<OrderFilters>(() => {
    const day = todayIn(restaurant.time_zone);
    return { from_date: day, to_date: day, filter_type: 'create', status: '', page: 1 };
  });
  const [openId, setOpenId] = useState<number>();
  const orders = useQuery(ordersQuery(api, restaurant.id, filters, locale));
  const list = orders.data?.data ?? [];
  const ended = (order: ManagerOrder) => order.payment_hold === 'payment_ended';
  const waiting = list.filter((order) => order.status === 'received' && !order.payment_hold).length;

  useEffect(() => {
    void loadOrderDetail();
  }, []);
  useEffect(() => {
    document.title =
      waiting > 0
        ? t('title.orders', { count: waiting, name: restaurant.name })
        : t('title.page', { page: t('orders.heading'), name: restaurant.name });
  }, [t, waiting, restaurant.name]);

  const change = (patch: Partial<OrderFilters>) =>
    setFilters((current) => ({ ...current, page: 1, ...patch }));
  const columns: { key: string; title: string; orders: ManagerOrder[] }[] = [
    {
      key: 'new',
      title: t('orders.columnNew'),
      orders: list.filter((o) => o.status === 'received' && !ended(o)),
    },
    {
      key: 'processing',
      title: t('orders.columnProcessing'),
      orders: list.filter((o) => o.status === 'processing'),
    },
    {
      key: 'done',
      title: t('orders.columnDone'),
      orders: list.filter((o) => o.status === 'delivered' || o.status === 'rejected' || ended(o)),
    },
  ];
  const meta = orders.data?.meta;
  const field = 'h-11 rounded-xl border border-stone-300 bg-white px-3 text-sm';

  return (
    <main id="main" className="mx-auto w-full max-w-7xl flex-1 space-y-4 px-4 py-4 sm:px-6 print:hidden">
      <h1 className="sr-only">{t('orders.heading')}</h1>
      <form
        aria-label={t('orders.filters')}
        onSubmit={(event) => event.preventDefault()}
        className="flex flex-wrap items-end gap-3 rounded-2xl bg-white p-3 ring-1 ring-stone-200"
      >
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-from`} className="text-xs font-medium text-stone-600">
            {t('orders.from')}
          </label>
          <input
            id={`${id}-from`}
            type="date"
            value={filters.from_date}
            onChange={(event) =>
              event.target.value &&
              change({
                from_date: event.target.value,
                to_date: filters.to_date < event.target.value ? event.target.value : filters.to_date,
              })
            }
            className={field}
          />
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-to`} className="text-xs font-medium text-stone-600">
            {t('orders.to')}
          </label>
          <input
            id={`${id}-to`}
            type="date"
            min={filters.from_date}
            value={filters.to_date}
            onChange={(event) => event.target.value && change({ to_date: event.target.value })}
            className={field}
          />
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-type`} className="text-xs font-medium text-stone-600">
            {t('orders.filterType')}
          </label>
          <select
            id={`${id}-type`}
            value={filters.filter_type}
            onChange={(event) =>
              change({ filter_type: event.target.value === 'delivery' ? 'delivery' : 'create' })
            }
            className={field}
          >
            <option value="create">{t('orders.byCreate')}</option>
            <option value="delivery">{t('orders.byDelivery')}</option>
          </select>
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-status`} className="text-xs font-medium text-stone-600">
            {t('orders.status')}
          </label>
          <select
            id={`${id}-status`}
            value={filters.status}
            onChange={(event) => change({ status: event.target.value as OrderFilters['status'] })}
            className={field}
          >
            <option value="">{t('orders.allStatuses')}</option>
            {(['received', 'processing', 'delivered', 'rejected'] as const).map((status) => (
              <option key={status} value={status}>
                {t(`status.${status}`)}
              </option>
            ))}
          </select>
        </div>
        <button
          type="button"
          onClick={() => {
            const day = todayIn(restaurant.time_zone);
            change({ from_date: day, to_date: day });
          }}
          className="h-11 rounded-full px-4 text-sm font-medium ring-1 ring-stone-300 hover:bg-stone-100"
        >
          {t('orders.today')}
        </button>
        {orders.isFetching && (
          <span role="status" className="ms-auto self-center text-sm text-stone-500">
            {t('area.loading')}
          </span>
        )}
      </form>

      {orders.isError && (
        <div role="alert" className="rounded-2xl bg-red-50 p-4 text-red-800">
          {t('area.error')}{' '}
          <button type="button" className="underline" onClick={() => void orders.refetch()}>
            {t('area.retry')}
          </button>
        </div>
      )}
      {orders.isSuccess && list.length === 0 && (
        <p className="rounded-2xl bg-white p-6 text-stone-600">{t('orders.empty')}</p>
      )}

      {list.length > 0 && (
        <div className="grid gap-4 md:grid-cols-3">
          {columns.map((column) => (
            <section key={column.key} aria-labelledby={`${id}-${column.key}`} className="min-w-0 space-y-3">
              <h2 id={`${id}-${column.key}`} className="flex items-center gap-2 text-base font-bold">
                {column.title}
                <span className="rounded-full bg-stone-200 px-2 text-sm font-semibold">
                  {column.orders.length}
                </span>
              </h2>
              <ul className="space-y-3">
                {column.orders.map((order) => (
                  <li key={order.id}>
                    <OrderCard order={order} onOpen={() => setOpenId(order.id)} />
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      )}

      {meta && meta.total > 0 && (
        <nav
          aria-label={t('orders.heading')}
          className="flex flex-wrap items-center justify-between gap-3 text-sm"
        >
          <p>
            {t('orders.showing', {
              from: String(meta.from ?? 0),
              to: String(meta.to ?? 0),
              total: String(meta.total),
            })}
          </p>
          {meta.last_page > 1 && (
            <div className="flex gap-2">
              <button
                type="button"
                disabled={meta.current_page <= 1}
                onClick={() => setFilters((current) => ({ ...current, page: current.page - 1 }))}
                className="h-10 rounded-full px-4 ring-1 ring-stone-300 disabled:opacity-40"
              >
                {t('orders.previous')}
              </button>
              <button
                type="button"
                disabled={meta.current_page >= meta.last_page}
                onClick={() => setFilters((current) => ({ ...current, page: current.page + 1 }))}
                className="h-10 rounded-full px-4 ring-1 ring-stone-300 disabled:opacity-40"
              >
                {t('orders.next')}
              </button>
            </div>
          )}
        </nav>
      )}
      {openId !== undefined && (
        <Suspense fallback={<PageLoading />}>
          <OrderDetail orderId={openId} onClose={() => setOpenId(undefined)} />
        </Suspense>
      )}
    </main>
  );
}
