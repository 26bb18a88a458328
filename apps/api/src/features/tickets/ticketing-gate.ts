import { HttpError } from '../../lib/http-error';
import { type RestaurantRow, restaurantSettings } from '../restaurants';

/** Ticket routes exist only where the restaurant runs a ticketing system (SPEC §3 ticketingSystem). */
export function assertTicketing(restaurant: RestaurantRow): void {
  if (!restaurantSettings(restaurant).ticketingSystem) throw new HttpError(404, 'ticketing_unavailable');
}
