import { useQueryClient } from '@tanstack/react-query';
import { useState, useSyncExternalStore } from 'react';
import { useAppContext } from '../../../lib/app-context';
import { useBasket, useBasketChanges } from '../../basket';
import { ticketApi, ticketDatesQueryKey } from '../api/ticket-api';
import { type SlotRefusal, slotRefusalOf } from '../slot-refusal';
import { ticketBooking, ticketBookingStep } from '../ticket-booking';

/**
 * SPEC §4 Ticketing as the storefront walks it: the step the guest is on (date, slot, menu), the
 * basket's slot, and choosing one, which saves it as the basket's pickup time. A refused slot
 * stays on screen with the reason and the next slot that has room.
 */
export function useTicketBooking() {
  const { api } = useAppContext();
  const queryClient = useQueryClient();
  const { change } = useBasketChanges();
  const basket = useBasket();
  const state = useSyncExternalStore(ticketBooking.subscribe, ticketBooking.get, ticketBooking.get);
  const [saving, setSaving] = useState(false);
  const [refusal, setRefusal] = useState<SlotRefusal>();
  const deliveryTime = basket.data?.deliveryTime ?? null;

  async function chooseSlot(start: string) {
    setSaving(true);
    setRefusal(undefined);
    try {
      await change((basketId) => ticketApi.chooseSlot(api, basketId, start));
      ticketBooking.slotChosen();
    } catch (error) {
      const refused = slotRefusalOf(error);
      if (!refused) throw error;
      setRefusal(refused);
      // what is left has changed: the lists show it
      void queryClient.invalidateQueries({ queryKey: ['ticket-slots'] });
      void queryClient.invalidateQueries({ queryKey: ticketDatesQueryKey });
    } finally {
      setSaving(false);
    }
  }

  return {
    step: ticketBookingStep(state, deliveryTime),
    /** the basket is still loading: which step is not known yet */
    loading: basket.isPending && basket.fetchStatus !== 'idle',
    date: state.date,
    saving,
    refusal,
    chooseSlot,
    chooseDate: (date: string) => {
      setRefusal(undefined);
      ticketBooking.chooseDate(date);
    },
  };
}
