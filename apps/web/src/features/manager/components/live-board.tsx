import { lazy } from 'react';
import { Link, useSearchParams } from 'wouter';
import { useManagerT } from '../manager-i18n';
import { OrdersBoard } from './orders-board';

const TableOverview = lazy(() => import('./table-overview'));

const views = ['orders', 'tables'] as const;

/**
 * The live board (issue 7) in two views (issue 16): the orders in their columns, or the
 * tables with their open orders. The view is in the address, so a reload or a bookmark keeps it.
 * Issue 34: the view switch shares the orders' row of controls, so the columns get the height.
 */
export function LiveBoard() {
  const t = useManagerT();
  const [search] = useSearchParams();
  const view = search.get('view') === 'tables' ? 'tables' : 'orders';
  const switcher = (
    <nav
      aria-label={t('board.view')}
      className="inline-flex shrink-0 rounded-full bg-white p-1 shadow-sm ring-1 ring-stone-200"
    >
      {views.map((name) => (
        <Link
          key={name}
          to={name === 'orders' ? '/manager' : `/manager?view=${name}`}
          replace
          aria-current={view === name ? 'page' : undefined}
          className={`inline-flex h-8 items-center rounded-full px-4 text-sm font-semibold ${
            view === name ? 'bg-stone-900 text-white' : 'text-stone-700 hover:bg-stone-100'
          }`}
        >
          {t(name === 'orders' ? 'board.orders' : 'overview.heading')}
        </Link>
      ))}
    </nav>
  );
  if (view === 'orders') return <OrdersBoard toolbarStart={switcher} />;
  return (
    // the tables view reads as a page: it scrolls as a whole
    <div className="min-h-0 flex-1 overflow-y-auto">
      <div className="mx-auto w-full max-w-7xl px-4 pt-2 sm:px-6 print:hidden">{switcher}</div>
      <TableOverview />
    </div>
  );
}
