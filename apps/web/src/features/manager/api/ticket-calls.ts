import type {
  AttendeeDto,
  CheckInResponse,
  ManagerTicketSlotDto,
  TicketTimeBody,
  TicketTimeDto,
} from '@tavola/contracts';

type Get = <T>(path: string, query?: Record<string, string | number | undefined>) => Promise<T>;
type Post = <T>(path: string, body: Record<string, unknown>) => Promise<T>;
type Said = { message: { body: string } };

/** What a manager sends for a ticket time (SPEC §3); `id` names the one to change. */
export type TicketTimeInput = Omit<TicketTimeBody, 'restaurantId' | 'lang'> & { id?: number };

/** Issue 18 in the manager area: ticket times, the slots with what is sold, attendees, check-in. */
export function ticketCalls(get: Get, post: Post) {
  return {
    ticketTimes: (restaurantId: number) =>
      get<{ data: TicketTimeDto[] }>('managers/ticket-times', { restaurantId }).then((a) => a.data),
    saveTicketTime: (restaurantId: number, { id, ...time }: TicketTimeInput) =>
      post<{ data: TicketTimeDto } & Said>(
        id ? 'managers/ticket-times/update' : 'managers/ticket-times/create',
        { ...time, ...(id ? { id } : {}), restaurantId },
      ),
    deleteTicketTime: (restaurantId: number, id: number) =>
      post<Said>('managers/ticket-times/delete', { restaurantId, id }),
    ticketSlots: (restaurantId: number, date: string) =>
      get<{ data: ManagerTicketSlotDto[] }>('managers/ticket-slots', { restaurantId, from: date }).then(
        (a) => a.data,
      ),
    attendees: (restaurantId: number, slot: string) =>
      get<{ data: { slot: string; attendees: AttendeeDto[] } }>('managers/ticket-slots/attendees', {
        restaurantId,
        slot,
      }).then((a) => a.data.attendees),
    checkIn: (restaurantId: number, code: string) =>
      post<CheckInResponse>('managers/tickets/check-in', { restaurantId, code }),
  };
}
