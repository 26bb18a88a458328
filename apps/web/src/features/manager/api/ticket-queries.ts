import { queryOptions } from '@tanstack/react-query';
import { useManager } from '../manager-context';
import type { ManagerApi } from './manager-api';
import type { TicketTimeInput } from './ticket-calls';
import { useWrite } from './use-write';

/** Cache keys of the ticket pages; a slot's counts and attendees share the `slots` prefix. */
export const ticketKeys = {
  times: (restaurantId: number) => ['manager', restaurantId, 'ticket-times'] as const,
  slots: (restaurantId: number) => ['manager', restaurantId, 'ticket-slots'] as const,
  slotsOn: (restaurantId: number, date: string) => [...ticketKeys.slots(restaurantId), date] as const,
  attendees: (restaurantId: number, slot: string) =>
    [...ticketKeys.slots(restaurantId), 'attendees', slot] as const,
};

export const ticketTimesQuery = (api: ManagerApi, restaurantId: number, lang: string) =>
  queryOptions({
    queryKey: [...ticketKeys.times(restaurantId), lang],
    queryFn: () => api.ticketTimes(restaurantId),
  });

export const ticketSlotsQuery = (api: ManagerApi, restaurantId: number, date: string, lang: string) =>
  queryOptions({
    queryKey: [...ticketKeys.slotsOn(restaurantId, date), lang],
    queryFn: () => api.ticketSlots(restaurantId, date),
  });

export const attendeesQuery = (api: ManagerApi, restaurantId: number, slot: string, lang: string) =>
  queryOptions({
    queryKey: [...ticketKeys.attendees(restaurantId, slot), lang],
    queryFn: () => api.attendees(restaurantId, slot),
    // the door checks people in while the list is open elsewhere
    refetchInterval: 30_000,
  });

/** Create or change a ticket time; the list and every slot view read it again. */
export function useSaveTicketTime() {
  const { api, restaurant } = useManager();
  return useWrite(
    timesAndSlots(restaurant.id),
    (time: TicketTimeInput) => api.saveTicketTime(restaurant.id, time),
    { refresh: 'success' },
  );
}

export function useDeleteTicketTime() {
  const { api, restaurant } = useManager();
  return useWrite(timesAndSlots(restaurant.id), (id: number) => api.deleteTicketTime(restaurant.id, id));
}

/** Check a ticket in by its code; the counts and attendee lists follow. */
export function useCheckIn() {
  const { api, restaurant } = useManager();
  return useWrite([ticketKeys.slots(restaurant.id)], (code: string) => api.checkIn(restaurant.id, code), {
    refresh: 'success',
  });
}

const timesAndSlots = (restaurantId: number) => [
  ticketKeys.times(restaurantId),
  ticketKeys.slots(restaurantId),
];
