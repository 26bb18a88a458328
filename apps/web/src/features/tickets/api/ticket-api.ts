import { queryOptions } from '@tanstack/react-query';
import type { BasketDto, TicketSlotDto } from '@tavola/contracts';
import type { ItemDetail } from '@tavola/domain';
import type { ApiClient } from '../../../lib/api-client';

/** SPEC §4 Ticketing calls of the storefront: the days with slots, a day's slots, choosing one. */

export interface TicketDate {
  date: string;
  slots: number;
  /** some slot of the day still has places */
  available: boolean;
}

export const ticketDatesQueryKey = ['ticket-dates'] as const;

export const ticketDatesQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: ticketDatesQueryKey,
    queryFn: ({ signal }) =>
      api.get<{ data: TicketDate[] }>('restaurant/ticket-dates', {}, signal).then((answer) => answer.data),
    staleTime: 0,
  });

export const ticketSlotsQuery = (api: ApiClient, date: string) =>
  queryOptions({
    queryKey: ['ticket-slots', date],
    queryFn: ({ signal }) =>
      api
        .get<{ data: TicketSlotDto[] }>('restaurant/ticket-slots', { date }, signal)
        .then((answer) => answer.data),
    enabled: date !== '',
    // the places left change with every order: asked again each time the slots are shown
    staleTime: 0,
  });

type BasketAnswer = { data: BasketDto };

export const ticketApi = {
  /** SPEC §4 Ticketing: a slot's start is the basket's delivery time; tickets are collected (pickup). */
  chooseSlot: (api: ApiClient, basketId: string, start: string) =>
    api.post<BasketAnswer>('basket/add-delivery-time', {
      basketId,
      delivery_time: start,
      deliveryType: 'pickup',
    }),

  /** SPEC §4 Add flow in event mode: one name and/or date per unit. */
  addWithDetails: (
    api: ApiClient,
    basketId: string,
    input: { productId: number; itemDetails: ItemDetail[] },
  ) =>
    api.post<BasketAnswer>('basket/add', {
      basketId,
      productId: input.productId,
      quantity: input.itemDetails.length,
      extraInfo: { itemDetails: input.itemDetails },
    }),
};
