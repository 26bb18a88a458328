import { useQuery } from '@tanstack/react-query';
import { ticketsAddable } from '@tavola/domain';
import { useAppContext } from '../../../lib/app-context';
import { useBasket } from '../../basket';
import { useRestaurant } from '../../restaurant';
import { ticketSlotsQuery } from '../api/ticket-api';
import { ticketsHeld } from '../ticket-details-form';

/**
 * How many more tickets the basket may take at its slot: the slot's places left (asked afresh,
 * as they change with every order) less the tickets the basket holds, by the domain rule that
 * basket/add applies too. `addable` is null for a slot without a limit, undefined while it is not
 * known (no ticketing system, no slot yet, still loading): the form then sets no limit and the
 * server answers.
 */
export function useTicketsAddable(): { addable: number | null | undefined; held: number } {
  const { api } = useAppContext();
  const ticketing = useRestaurant().settings.ticketingSystem;
  const basket = useBasket().data;
  const start = (ticketing && basket?.deliveryTime) || '';
  const slot = useQuery(ticketSlotsQuery(api, start.slice(0, 10))).data?.find(
    (candidate) => candidate.start === start,
  );
  const held = ticketsHeld(basket?.products ?? []);
  return { addable: slot ? ticketsAddable(slot.remaining, held) : undefined, held };
}
