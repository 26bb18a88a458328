import type { TicketTimeBody, TicketTimeDto } from '@tavola/contracts';
import type { Database } from '@tavola/db';
import { ticketTimeProblems } from '@tavola/domain';
import { fieldProblemsError, notFound } from '../../lib/http-error';
import type { RestaurantRow } from '../restaurants';
import {
  deleteTicketTime,
  insertTicketTime,
  type TicketTimeRow,
  type TicketTimeValues,
  ticketTimesOf,
  updateTicketTime,
} from './ticket-times.repository';
import { assertTicketing } from './ticketing-gate';

export const ticketTimeDto = (row: TicketTimeRow): TicketTimeDto => ({
  id: row.id,
  start_date: row.startDate,
  end_date: row.endDate,
  weekday: row.weekday,
  time: row.time,
  duration: row.duration,
  capacity: row.capacity,
});

/** SPEC §3 ticket time as sent, after the domain's rule; every problem answered on its field (422). */
function validValues(body: TicketTimeBody): TicketTimeValues {
  const problems = ticketTimeProblems(body);
  if (problems.length) throw fieldProblemsError(problems);
  return {
    startDate: body.start_date!,
    endDate: body.end_date!,
    weekday: body.weekday!,
    time: body.time!,
    duration: body.duration!,
    capacity: body.capacity ?? null,
  };
}

/** The manager area's ticket times of a restaurant that runs a ticketing system. */
export async function listTicketTimes(db: Database, restaurant: RestaurantRow): Promise<TicketTimeDto[]> {
  assertTicketing(restaurant);
  return (await ticketTimesOf(db, restaurant.id)).map(ticketTimeDto);
}

export async function createTicketTime(
  db: Database,
  restaurant: RestaurantRow,
  body: TicketTimeBody,
): Promise<TicketTimeDto> {
  assertTicketing(restaurant);
  return ticketTimeDto(await insertTicketTime(db, restaurant.id, validValues(body)));
}

/**
 * Tickets already sold keep their slot's start: a changed time or weekday makes new slots, and
 * the list of a slot that no longer exists is still found by its start.
 */
export async function changeTicketTime(
  db: Database,
  restaurant: RestaurantRow,
  id: number,
  body: TicketTimeBody,
): Promise<TicketTimeDto> {
  assertTicketing(restaurant);
  const row = await updateTicketTime(db, restaurant.id, id, validValues(body));
  if (!row) throw notFound('ticket_time_not_exist');
  return ticketTimeDto(row);
}

export async function removeTicketTime(db: Database, restaurant: RestaurantRow, id: number): Promise<void> {
  assertTicketing(restaurant);
  if (!(await deleteTicketTime(db, restaurant.id, id))) throw notFound('ticket_time_not_exist');
}
