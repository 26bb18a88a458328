import { useTranslation } from '../../../lib/i18n';
import type { ManagerOrderDetails } from '../api/manager-api';
import { formatInstant } from '../format';
import { statusLabel } from '../labels';
import { useManager } from '../manager-context';
import { useManagerT } from '../manager-i18n';

/** The order detail's history: each status change, when, and by which manager. */
export function OrderStatusHistory({ order, kind }: { order: ManagerOrderDetails; kind: string }) {
  const t = useManagerT();
  const { locale } = useTranslation();
  const { restaurant } = useManager();
  if (order.status_changes.length === 0) return null;
  return (
    <section>
      <h3 className="font-semibold">{t('detail.history')}</h3>
      <ul className="text-sm text-stone-700">
        {order.status_changes.map((entry) => (
          <li key={entry.at + entry.to}>
            {t('detail.historyEntry', {
              from: statusLabel(t, entry.from, kind),
              to: statusLabel(t, entry.to, kind),
              time: formatInstant(entry.at, restaurant.time_zone, locale),
              manager: entry.manager ?? '–',
            })}
          </li>
        ))}
      </ul>
    </section>
  );
}
