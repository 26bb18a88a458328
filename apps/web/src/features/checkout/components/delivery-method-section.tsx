import type { BasketDto } from '@tavola/contracts';
import { useId } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { DeliveryTypeSelector } from '../../basket';
import { useRestaurant } from '../../restaurant';
import { type SlotRefusal, TicketSlotSection } from '../../tickets';
import { DeliveryTimePicker } from './delivery-time-picker';
import { sectionCard } from './section-card';

/**
 * SPEC §4 Cart and checkout: how and when the order comes. The delivery type and its time; at a
 * table, no time (the order comes now); in event mode, the class's slot (issue 33) with the
 * order's refusal of it when it filled meanwhile (decision 028).
 */
export function DeliveryMethodSection({
  data,
  basketId,
  atTable,
  slotRefusal,
  problemId,
  onUnconfirmedChange,
}: {
  data: BasketDto;
  basketId: string;
  atTable: boolean;
  slotRefusal: SlotRefusal | undefined;
  /** the id of the text that says the time is not confirmed yet */
  problemId: string;
  /** a full slot the guest chose and has not replaced by the proposed time yet (issue 15) */
  onUnconfirmedChange: (unconfirmed: boolean) => void;
}) {
  const { t } = useTranslation();
  const restaurant = useRestaurant();
  const id = useId();
  const { ticketingSystem } = restaurant.settings;
  return (
    <section className={sectionCard} aria-labelledby={`${id}-method`}>
      <h2 id={`${id}-method`} className="text-lg font-semibold">
        {/* issue 33: a class is booked, not picked up: no delivery type to choose */}
        {ticketingSystem ? t('checkout.classTitle') : t('checkout.deliveryMethod')}
      </h2>
      {!ticketingSystem && <DeliveryTypeSelector />}
      {atTable && data.table ? (
        // SPEC §4 Login landing: at a table there is no time to pick, the order comes now
        <p className="rounded-2xl bg-primary/10 px-4 py-3 font-medium text-stone-800">
          {t('checkout.servedAtTable', { name: data.table.name })}
        </p>
      ) : ticketingSystem ? (
        <TicketSlotSection
          deliveryTime={data.deliveryTime}
          orderRefusal={slotRefusal}
          problemId={problemId}
          onUnconfirmedChange={onUnconfirmedChange}
        />
      ) : (
        <DeliveryTimePicker
          key={data.deliveryType}
          restaurant={restaurant}
          basketId={basketId}
          deliveryType={data.deliveryType}
          deliveryTime={data.deliveryTime}
          problemId={problemId}
          onUnconfirmedChange={onUnconfirmedChange}
        />
      )}
    </section>
  );
}
