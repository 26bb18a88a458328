import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from '../../../../lib/i18n';
import { type OrderFilters, ordersQuery } from '../../api/manager-api';
import { todayIn } from '../../format';
import { useManager } from '../../manager-context';
import { useManagerT } from '../../manager-i18n';
import { BoardColumns } from './board-columns';

/**
 * Issue 7's filters: the orders of chosen days, by order or by delivery time, of one status, a
 * page at a time. Issue 34 moved them behind the board's Filters button: the live board itself
 * shows every open order without pages.
 */
export function FilteredOrders({ today, onOpen }: { today: string; onOpen: (orderId: number) => void }) {
  const t = useManagerT();
  const { locale } = useTranslation();
  const { api, restaurant } = useManager();
  const id = useId();
  const [filters, setFilters] = useState<OrderFilters>(() => {
    const day = todayIn(restaurant.time_zone);
    return { from_date: day, to_date: day, filter_type: 'create', status: '', page: 1 };
  });
  const orders = useQuery(ordersQuery(api, restaurant.id, filters, locale));
  const list = orders.data?.data ?? [];
  const meta = orders.data?.meta;
  const change = (patch: Partial<OrderFilters>) =>
    setFilters((current) => ({ ...current, page: 1, ...patch }));
  const field = 'h-10 rounded-xl border border-stone-300 bg-white px-3 text-sm';

  return (
    <div className="flex min-h-0 flex-1 flex-col gap-2">
      <form
        aria-label={t('orders.filters')}
        onSubmit={(event) => event.preventDefault()}
        className="flex shrink-0 flex-wrap items-end gap-3 rounded-2xl bg-white p-2 ring-1 ring-stone-200"
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
      {list.length > 0 && <BoardColumns orders={list} today={today} byDueDay={false} onOpen={onOpen} />}
      {meta && meta.total > 0 && (
        <nav
          aria-label={t('orders.heading')}
          className="flex shrink-0 flex-wrap items-center justify-between gap-3 text-sm"
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
    </div>
  );
}
