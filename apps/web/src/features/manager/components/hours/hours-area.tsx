import { useQuery } from '@tanstack/react-query';
import type { DeliveryType } from '@tavola/domain';
import { useState } from 'react';
import { useTranslation } from '../../../../lib/i18n';
import { deliveryAreasQuery, hoursQuery } from '../../api/hours-api';
import { deliveryTypeLabel } from '../../labels';
import { useManager } from '../../manager-context';
import { useManagerT } from '../../manager-i18n';
import { WithPreview } from '../resource';
import { SectionCard as Card } from '../section-card';
import { usePageTitle } from '../tickets/use-page-title';
import { ClosedSwitchForm } from './closed-switch-form';
import { ClosuresSection } from './closures-section';
import { DeliveryAreasSection } from './delivery-areas-section';
import { OrderingReadiness } from './ordering-readiness';
import { SlotCapacityForm } from './slot-capacity-form';
import { WeekPreview } from './week-preview';
import { WeeklyHoursForm } from './weekly-hours-form';

/**
 * Issue 20 (back office), a chunk of its own: when guests can order (the closed switch, the
 * week of each delivery type with a preview of the next seven days, closures) and where the
 * restaurant delivers (areas, slot capacity).
 */
export default function HoursArea() {
  const t = useManagerT();
  const { locale } = useTranslation();
  const { api, restaurant } = useManager();
  const hours = useQuery(hoursQuery(api, restaurant.id, locale));
  const areas = useQuery(deliveryAreasQuery(api, restaurant.id, locale));
  const [chosenType, setChosenType] = useState<DeliveryType>();
  usePageTitle(t('hours.title'));

  const types = hours.data?.types ?? [];
  const type = types.find((each) => each.delivery_type === chosenType) ?? types[0];

  return (
    <main id="main" className="mx-auto w-full max-w-6xl flex-1 space-y-5 px-4 py-4 sm:px-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight">{t('hours.title')}</h1>
        <p className="text-sm text-stone-600">{t('hours.intro')}</p>
      </div>
      {(hours.isPending || areas.isPending) && <p role="status">{t('area.loading')}</p>}
      {(hours.isError || areas.isError) && (
        <p role="alert" className="text-red-700">
          {t('area.error')}
        </p>
      )}
      {hours.data && areas.data && (
        <Card id="readiness" title={t('readiness.title')}>
          <p className="mb-3 text-sm text-stone-600">{t('readiness.intro')}</p>
          <OrderingReadiness hours={hours.data} deliveryAreas={areas.data.areas.length} />
        </Card>
      )}
      {hours.data && (
        <>
          <Card id="closed" title={t('hours.closedTitle')}>
            <ClosedSwitchForm hours={hours.data} />
          </Card>
          {type && (
            <Card id="week" title={t('hours.weekTitle')}>
              <fieldset className="mb-4 flex flex-wrap items-center gap-2">
                <legend className="mb-2 text-sm font-medium text-stone-800">{t('hours.typeLabel')}</legend>
                {types.map((each) => (
                  <label
                    key={each.delivery_type}
                    className="inline-flex h-11 cursor-pointer items-center rounded-full px-4 text-sm font-semibold ring-1 ring-stone-300 has-checked:bg-primary has-checked:text-primary-contrast has-checked:ring-primary has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-primary"
                  >
                    <input
                      type="radio"
                      name="hours-type"
                      className="sr-only"
                      checked={each.delivery_type === type.delivery_type}
                      onChange={() => setChosenType(each.delivery_type)}
                    />
                    {deliveryTypeLabel(t, each.delivery_type)}
                  </label>
                ))}
              </fieldset>
              <WithPreview preview={<WeekPreview hours={hours.data} type={type} />}>
                {/* a draft per type: a refetch after any write must not throw away what is being typed */}
                <WeeklyHoursForm key={type.delivery_type} hours={type} />
              </WithPreview>
            </Card>
          )}
          <Card id="closures" title={t('hours.closuresTitle')}>
            <ClosuresSection hours={hours.data} />
          </Card>
        </>
      )}
      {areas.data && (
        <Card id="areas" title={t('areas.title')}>
          <DeliveryAreasSection data={areas.data} />
          <h3 className="mt-6 mb-2 text-lg font-bold">{t('slots.title')}</h3>
          <SlotCapacityForm slotCapacity={areas.data.slot_capacity} />
        </Card>
      )}
    </main>
  );
}
