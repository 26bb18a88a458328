import { useQuery } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useEffect, useId, useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { boardQuery } from '../api/manager-api';
import { todayIn } from '../format';
import { useManager } from '../manager-context';
import { useManagerT } from '../manager-i18n';
import { BoardColumns } from './board/board-columns';
import { FilteredOrders } from './board/filtered-orders';
import { OrderSearchField, OrderSearchResults } from './board/order-search';
import { PageLoading } from './page-loading';

/**
 * The detail sheet and the dialog library under it are not part of the board's first load:
 * their chunk is fetched once the board is up, so an order still opens at once.
 */
const loadOrderDetail = () => import('./order-detail');
const OrderDetail = lazy(loadOrderDetail);

/**
 * Issue 7 live order board: new, in progress and done, new orders arriving without a reload; the
 * tab title counts the orders waiting to be accepted (issue 15: not those whose online payment
 * is open). Issue 34: every open order, the next one due on top, today's apart from later days,
 * in columns that scroll on their own under a single row of controls; a search finds any order,
 * and the date filters of issue 7 are one tap away.
 */
export function OrdersBoard({ toolbarStart }: { toolbarStart?: ReactNode }) {
  const t = useManagerT();
  const { locale } = useTranslation();
  const { api, restaurant } = useManager();
  const filtersId = useId();
  const [search, setSearch] = useState('');
  const [filtering, setFiltering] = useState(false);
  const [openId, setOpenId] = useState<number>();
  const board = useQuery(boardQuery(api, restaurant.id, locale));
  const orders = board.data?.data ?? [];
  const today = board.data?.meta.today ?? todayIn(restaurant.time_zone);
  const waiting = orders.filter((order) => order.status === 'received' && !order.payment_hold).length;

  useEffect(() => {
    void loadOrderDetail();
  }, []);
  useEffect(() => {
    document.title =
      waiting > 0
        ? t('title.orders', { count: waiting, name: restaurant.name })
        : t('title.page', { page: t('orders.heading'), name: restaurant.name });
  }, [t, waiting, restaurant.name]);

  let content: ReactNode;
  if (search.trim()) content = <OrderSearchResults text={search.trim()} onOpen={setOpenId} />;
  else if (filtering) content = <FilteredOrders today={today} onOpen={setOpenId} />;
  else if (board.isError)
    content = (
      <div role="alert" className="rounded-2xl bg-red-50 p-4 text-red-800">
        {t('area.error')}{' '}
        <button type="button" className="underline" onClick={() => void board.refetch()}>
          {t('area.retry')}
        </button>
      </div>
    );
  else if (board.isSuccess && orders.length === 0)
    // the live board has no period: it is every open order and today's finished ones
    content = <p className="rounded-2xl bg-white p-6 text-stone-600">{t('board.empty')}</p>;
  else content = <BoardColumns orders={orders} today={today} byDueDay onOpen={setOpenId} />;

  return (
    <main
      id="main"
      className="mx-auto flex min-h-0 w-full max-w-7xl flex-1 flex-col gap-2 px-3 pt-2 pb-2 sm:px-4 print:hidden"
    >
      <h1 className="sr-only">{t('orders.heading')}</h1>
      <div className="flex shrink-0 flex-wrap items-center gap-2">
        {toolbarStart}
        <OrderSearchField value={search} onChange={setSearch} />
        <button
          type="button"
          aria-expanded={filtering}
          aria-controls={filtering ? filtersId : undefined}
          onClick={() => setFiltering(!filtering)}
          className={`inline-flex h-10 items-center rounded-full px-4 text-sm font-semibold ring-1 ring-stone-300 ${
            filtering ? 'bg-stone-900 text-white' : 'bg-white text-stone-800 hover:bg-stone-100'
          }`}
        >
          {filtering ? t('board.liveBoard') : t('orders.filters')}
        </button>
        {board.isFetching && <span className="sr-only">{t('area.loading')}</span>}
      </div>
      <div id={filtersId} className="flex min-h-0 flex-1 flex-col">
        {content}
      </div>
      {openId !== undefined && (
        <Suspense fallback={<PageLoading />}>
          <OrderDetail orderId={openId} onClose={() => setOpenId(undefined)} />
        </Suspense>
      )}
    </main>
  );
}
