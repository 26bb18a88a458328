import type { RestaurantSearchResult } from '@tavola/contracts';
import { toLocalMoment } from '@tavola/domain';
import { formatMoney } from '@tavola/i18n/money';
import { formatWallClock } from '@tavola/i18n/wall-clock';
import { useTranslation } from '../../../lib/i18n';
import type { RestaurantSearch } from '../api/restaurant-search-query';

/**
 * One restaurant found (issue 19): logo, name, cuisine, rating, fee and minimum for the postal
 * code, open now or when next; the whole card opens its storefront (a new page: the server
 * picks the restaurant from ?restaurant=). Issue 33: the storefront opens with what was asked
 * (the delivery type, the postal code) in the language the guest reads.
 */
export function RestaurantResultCard({
  result,
  asked,
}: {
  result: RestaurantSearchResult;
  asked: RestaurantSearch;
}) {
  const { t, locale } = useTranslation();
  const storefront = new URLSearchParams({
    restaurant: result.slug,
    deliveryType: result.delivery_type,
    postalCode: asked.postalCode,
    lang: locale,
  });
  const money = (minor: number) => formatMoney(minor, result.currency, locale);
  const nextTime =
    result.next_time &&
    formatWallClock(result.next_time, locale, { today: toLocalMoment(Date.now(), result.time_zone).date });
  return (
    <li>
      <a
        href={`/?${storefront}`}
        className="flex gap-4 rounded-3xl bg-white p-4 shadow-sm ring-1 ring-stone-200 transition hover:shadow-md hover:ring-primary focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary"
      >
        {result.logo ? (
          <img src={result.logo} alt="" className="size-16 shrink-0 rounded-2xl object-cover" />
        ) : (
          <span
            aria-hidden="true"
            className="flex size-16 shrink-0 items-center justify-center rounded-2xl bg-primary text-2xl font-bold text-(--color-primary-contrast)"
          >
            {result.name.slice(0, 1)}
          </span>
        )}
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <div className="flex items-start justify-between gap-2">
            <h2 className="text-lg font-semibold leading-tight text-stone-900">{result.name}</h2>
            {result.rating !== null && (
              <span className="shrink-0 text-sm font-medium text-stone-800">
                <span aria-hidden="true" className="text-amber-500">
                  ★{' '}
                </span>
                {t('search.rating', { rating: result.rating, count: result.rating_count })}
              </span>
            )}
          </div>
          {result.cuisine && <p className="truncate text-sm text-stone-600">{result.cuisine}</p>}
          <p className="text-sm text-stone-700">
            {result.delivery_type === 'delivery'
              ? t('search.feeAndMinimum', {
                  fee: money(result.shipping_price),
                  minimum: money(result.minimum_order_value),
                })
              : t(`deliveryType.${result.delivery_type}`)}
          </p>
          <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
            <span
              className={
                result.status === 'open_now'
                  ? 'rounded-full bg-green-100 px-2 py-0.5 font-medium text-green-800'
                  : 'rounded-full bg-stone-100 px-2 py-0.5 font-medium text-stone-700'
              }
            >
              {t(result.status === 'open_now' ? 'search.openNow' : 'search.later')}
            </span>
            {nextTime && <span className="text-stone-700">{t('search.nextTime', { time: nextTime })}</span>}
          </p>
        </div>
      </a>
    </li>
  );
}
