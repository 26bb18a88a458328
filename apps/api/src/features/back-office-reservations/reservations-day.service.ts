import type { ReservationsDay } from '@tavola/contracts';
import type { Database } from '@tavola/db';
import { formatClock, parseClock, toLocalMoment } from '@tavola/domain';
import type { RestaurantRow } from '../restaurants';
import { reservationsOn } from './reservations-day.repository';

/**
 * Issue 20 (back office): the table reservations of one day in the restaurant's zone (today
 * there unless another day is asked for). SPEC gives a reservation no status: a booking stands
 * once made, so the list only shows.
 */
export async function reservationsDay(
  db: Database,
  restaurant: RestaurantRow,
  date?: string,
  now = new Date(),
): Promise<ReservationsDay> {
  const day = date ?? toLocalMoment(now.getTime(), restaurant.timeZone).date;
  const rows = await reservationsOn(db, restaurant.id, day);
  return {
    date: day,
    time_zone: restaurant.timeZone,
    guests: rows.reduce((sum, { reservation }) => sum + reservation.adults + reservation.children, 0),
    reservations: rows.map(({ reservation, tableName }) => ({
      id: reservation.id,
      time: reservation.time,
      until: formatClock((parseClock(reservation.time) + reservation.durationMinutes) % 1440),
      table: { id: reservation.tableId, name: tableName },
      adults: reservation.adults,
      children: reservation.children,
      name: reservation.name,
      email: reservation.email,
      phone: reservation.phone,
      company: reservation.company,
      comment: reservation.comment,
      allergies: reservation.allergies,
      booked_at: reservation.createdAt.toISOString(),
    })),
  };
}
