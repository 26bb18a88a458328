import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Link, useSearchParams } from 'wouter';
import { primaryButton, secondaryButton } from '../../../components/ui/form';
import { LoadError } from '../../../components/ui/load-error';
import { useAppContext } from '../../../lib/app-context';
import { useDeferredTexts, useTranslation } from '../../../lib/i18n';
import { useAccountT } from '../account-i18n';
import { orderHistoryQuery } from '../api/account-api';
import { card, Spinner } from './form-parts';
import { PastOrderCard } from './past-order-card';

/** SPEC §2 /dashboard/orders ('Your Orders'): the history a page at a time, details, order again, review. */
export default function OrdersSection() {
  useDeferredTexts();
  const t = useAccountT();
  const { t: tApp, locale } = useTranslation();
  const { api } = useAppContext();
  const [search, setSearch] = useSearchParams();
  const page = Math.max(1, Number.parseInt(search.get('page') ?? '1', 10) || 1);
  const history = useQuery({
    ...orderHistoryQuery(api, page, locale),
    placeholderData: (previous) => previous,
  });
  const headingId = useId();

  if (history.isError)
    return <LoadError message={t('orders.loadError')} onRetry={() => void history.refetch()} />;
  if (!history.data) return <Spinner label={tApp('app.loading')} />;
  const { data: orders, meta } = history.data;
  const goTo = (next: number) => setSearch(next === 1 ? {} : { page: String(next) });

  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <h2 id={headingId} className="sr-only">
        {t('title.orders')}
      </h2>
      {orders.length === 0 ? (
        <div className={`${card} space-y-4 text-center`}>
          <p className="text-stone-600">{t('orders.empty')}</p>
          <Link to="/menu" className={`${primaryButton} inline-block`}>
            {tApp('basket.backToRestaurant')}
          </Link>
        </div>
      ) : (
        <ul className="space-y-4" aria-busy={history.isFetching}>
          {orders.map((order) => (
            <li key={order.id}>
              <PastOrderCard order={order} />
            </li>
          ))}
        </ul>
      )}
      {meta.total > 0 && (
        <nav aria-label={t('orders.pages')} className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm text-stone-600" aria-live="polite">
            {t('orders.showing', { from: meta.from ?? 0, to: meta.to ?? 0, total: meta.total })}
          </p>
          {meta.last_page > 1 && (
            <div className="flex items-center gap-2">
              <button
                type="button"
                className={secondaryButton}
                disabled={meta.current_page <= 1}
                onClick={() => goTo(meta.current_page - 1)}
              >
                {t('orders.previous')}
              </button>
              <span className="text-sm">{t('orders.page', { page: meta.current_page })}</span>
              <button
                type="button"
                className={secondaryButton}
                disabled={meta.current_page >= meta.last_page}
                onClick={() => goTo(meta.current_page + 1)}
              >
                {t('orders.next')}
              </button>
            </div>
          )}
        </nav>
      )}
    </section>
  );
}
