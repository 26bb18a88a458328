import {
  type DeliveryType,
  isAllDayWindow,
  toLocalMoment,
  type Weekday,
  windowsStartingOn,
} from '@tavola/domain';
import type { WebMessageKey } from '@tavola/i18n/web';
import { useTranslation } from '../../../lib/i18n';
import { useRestaurant, windowsOf } from '../../restaurant';

/** The week as guests in Europe read it, Monday first. */
const week: Weekday[] = [1, 2, 3, 4, 5, 6, 0];
const typeLabel = {
  delivery: 'deliveryType.delivery',
  pickup: 'deliveryType.pickup',
  here: 'deliveryType.here',
} as const;

/** SPEC §2 time plan: opening times by weekday for each delivery type; today is marked. */
export function OpeningTimesTable() {
  const { t } = useTranslation();
  const restaurant = useRestaurant();
  const types: DeliveryType[] = restaurant.settings.deliveryTypes;
  const today = toLocalMoment(Date.now(), restaurant.time_zone).weekday;
  return (
    <table className="w-full text-sm">
      <thead>
        <tr className="border-b border-stone-200 text-start text-stone-500">
          <th scope="col" className="py-2 pe-3 text-start font-medium">
            {t('openingTimes.day')}
          </th>
          {types.map((type) => (
            <th key={type} scope="col" className="py-2 pe-3 text-start font-medium">
              {t(typeLabel[type])}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {week.map((day) => (
          <tr
            key={day}
            className={`border-b border-stone-100 ${day === today ? 'bg-stone-50 font-semibold' : ''}`}
          >
            <th scope="row" className="py-2 pe-3 text-start font-medium">
              {t(`weekday.long.${day}` as WebMessageKey)}
            </th>
            {types.map((type) => {
              const windows = windowsStartingOn(windowsOf(restaurant, type), day);
              return (
                <td key={type} className="py-2 pe-3 align-top tabular-nums">
                  {windows.length === 0 ? (
                    <span className="text-stone-500">{t('openingTimes.closed')}</span>
                  ) : windows.some(isAllDayWindow) ? (
                    t('hours.allDay')
                  ) : (
                    windows.map((w) => (
                      <span key={w.openAt} className="block" dir="ltr">
                        {w.openAt}–{w.closeAt}
                      </span>
                    ))
                  )}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
