import { formatWallClock } from '@tavola/i18n/wall-clock';
import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { useTranslation } from '../../../lib/i18n';
import { useShowError } from '../../../lib/use-error-message';
import { useTicketBooking } from '../hooks/use-ticket-booking';
import type { SlotRefusal } from '../slot-refusal';
import { ticketBooking } from '../ticket-booking';
import { BookedSlot } from './booked-slot';
import { SlotRefusalNotice } from './slot-refusal-notice';

/**
 * The checkout's time in event mode (SPEC §4 Ticketing): the booked slot instead of a time
 * picker, and a way back to the dates. A slot that filled before the order was placed
 * (decision 028) shows the server's message and the next slot with room; the order waits
 * (`onUnconfirmedChange`) until the guest takes that slot or another.
 */
export function TicketSlotSection({
  deliveryTime,
  orderRefusal,
  problemId,
  onUnconfirmedChange,
}: {
  deliveryTime: string | null;
  /** the order's refusal of the basket's slot, when placing it failed so */
  orderRefusal: SlotRefusal | undefined;
  problemId: string;
  onUnconfirmedChange: (unconfirmed: boolean) => void;
}) {
  const { t, locale } = useTranslation();
  const [, navigate] = useLocation();
  const showError = useShowError();
  const booking = useTicketBooking();
  const [settled, setSettled] = useState<SlotRefusal>();
  const refusal = booking.refusal ?? (orderRefusal === settled ? undefined : orderRefusal);
  const unconfirmed = refusal !== undefined || !deliveryTime;
  useEffect(() => onUnconfirmedChange(unconfirmed), [unconfirmed, onUnconfirmedChange]);

  const change = () => {
    if (deliveryTime) ticketBooking.changeSlot(deliveryTime);
    void navigate('/menu');
  };
  const book = (next: string) =>
    void booking
      .chooseSlot(next)
      .then(() => setSettled(orderRefusal))
      .catch(showError);

  const changeButton = (
    <button
      type="button"
      onClick={change}
      className="rounded-full bg-white px-4 py-2 text-sm font-semibold text-stone-800 ring-1 ring-stone-300 hover:bg-stone-50"
    >
      {t('event.changeSlot')}
    </button>
  );
  return (
    <div className="space-y-3">
      {deliveryTime ? (
        <BookedSlot start={deliveryTime} action={changeButton} />
      ) : (
        // no slot in the basket (it was given up elsewhere): the order waits for one
        <div id={problemId} className="flex flex-wrap items-center gap-3">
          <p className="font-medium">{t('event.selectDate')}</p>
          {changeButton}
        </div>
      )}
      {refusal && (
        <SlotRefusalNotice
          id={problemId}
          refusal={refusal}
          label={(next) => formatWallClock(next, locale)}
          onBook={book}
        />
      )}
    </div>
  );
}
