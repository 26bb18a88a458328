import type { Database } from '@tavola/db';
import { ticketHolders, ticketsAddable } from '@tavola/domain';
import { HttpError } from '../../lib/http-error';
import { type RestaurantRow, restaurantSettings } from '../restaurants';
import { placesLeftAt } from '../tickets';
import type { BasketContents, BasketRow } from './basket.repository';
import { ticketLinesOf } from './item-details';

/**
 * Decision 028, told early: a change that adds tickets to the basket of a ticketing restaurant
 * may add no more than the places left at the basket's slot, besides the tickets it already
 * holds (the domain's ticketsAddable). Beyond that a 422 under `quantity` names how many are
 * left, while the guest can still fix it, instead of only at the order. A friendly refusal, not
 * the authority: the order takes the places race-safe (takeTickets) and may still refuse.
 */
export async function assertTicketPlaces(
  tx: Database,
  restaurant: RestaurantRow,
  basket: BasketRow,
  before: Pick<BasketContents, 'lines' | 'catalogue'>,
  after: Pick<BasketContents, 'lines' | 'catalogue'>,
): Promise<void> {
  if (!restaurantSettings(restaurant).ticketingSystem || !basket.deliveryTime) return;
  const held = ticketHolders(ticketLinesOf(before)).length;
  const added = ticketHolders(ticketLinesOf(after)).length - held;
  if (added <= 0) return;
  const left = await placesLeftAt(tx, restaurant, basket.deliveryTime);
  // no bookable slot at the basket's time (any more): the order refuses it, with the next one
  if (left === undefined) return;
  const addable = ticketsAddable(left, held);
  if (addable === null || added <= addable) return;
  const key = held === 0 ? 'ticket_places_left' : 'ticket_places_left_beside_basket';
  const params = { count: addable };
  throw new HttpError(422, key, params, { quantity: [{ key, params }] });
}
