import type { BackOfficeHours } from '@tavola/contracts';
import { type DeliveryTypeNeed, deliveryTypeNeeds, type Weekday } from '@tavola/domain';
import { deliveryTypeLabel } from '../../labels';
import { useManagerT } from '../../manager-i18n';

/** Where on this page each need is met. */
const needPlace: Record<DeliveryTypeNeed, string> = {
  hours: '#hours-week',
  open_days: '#hours-closures',
  delivery_areas: '#hours-areas',
};

/**
 * Issue 33: which delivery types are switched on and what each still needs before guests can
 * order it (the domain's `deliveryTypeNeeds`, the rule the storefront's offer follows): a type
 * without opening hours, or closed on every day guests may order for, is not offered.
 */
export function OrderingReadiness({
  hours,
  deliveryAreas,
}: {
  hours: BackOfficeHours;
  deliveryAreas: number;
}) {
  const t = useManagerT();
  const closeTimes = hours.closures.map((closure) => ({
    // the page's wall clocks ('YYYY-MM-DD HH:MM') in the rules' shape ('YYYY-MM-DDTHH:MM')
    startsAt: closure.starts_at.replace(' ', 'T'),
    endsAt: closure.ends_at.replace(' ', 'T'),
  }));
  const now = Date.now();
  return (
    <ul className="space-y-2">
      {hours.types.map((type) => {
        const needs = deliveryTypeNeeds(
          type.delivery_type,
          {
            zone: hours.time_zone,
            windows: type.windows.map((window) => ({
              weekday: window.weekday as Weekday,
              openAt: window.open_at,
              closeAt: window.close_at,
            })),
            closeTimes,
            availableDays: type.available_days,
          },
          deliveryAreas,
          now,
        );
        const name = deliveryTypeLabel(t, type.delivery_type);
        return (
          <li
            key={type.delivery_type}
            className={`rounded-xl px-4 py-3 ring-1 ${needs.length ? 'bg-amber-50 ring-amber-200' : 'bg-emerald-50 ring-emerald-200'}`}
          >
            <p className="font-semibold">
              {name}: {needs.length ? t('readiness.notOffered') : t('readiness.ready')}
            </p>
            {needs.length > 0 && (
              <ul className="mt-1 list-disc space-y-0.5 ps-5 text-sm text-stone-800">
                {needs.map((need) => (
                  <li key={need}>
                    <a href={needPlace[need]} className="underline">
                      {t(`readiness.needs.${need}`)}
                    </a>
                  </li>
                ))}
              </ul>
            )}
          </li>
        );
      })}
    </ul>
  );
}
