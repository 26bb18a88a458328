import type { TableOverview as TableOverviewRow } from '@tavola/contracts';
import { formatMoney } from '@tavola/i18n/money';
import { formatWallClock } from '@tavola/i18n/wall-clock';
import { useTranslation } from '../../../lib/i18n';
import { todayIn } from '../format';
import { useManager } from '../manager-context';
import { useManagerT } from '../manager-i18n';

const tileButton =
  'relative h-11 w-full rounded-full bg-white px-3 text-sm font-semibold ring-1 ring-stone-300 hover:bg-stone-100';

/**
 * One table's card on the board's table view: busy or free, calling, paid or what is left, the
 * visit's guests and tips; the whole card opens the table, its buttons settle, read the bill and
 * close the visit.
 */
export function TableTile({
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
