import { type Database, schema } from '@tavola/db';
import {
  formatClock,
  formatLocalDateTime,
  ticketCodeCandidates,
  ticketPaymentStates,
  toLocalMoment,
} from '@tavola/domain';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { HttpError, notFound } from '../../lib/http-error';
import type { RestaurantRow } from '../restaurants';
import { attendeeDto } from './attendees.service';
import { assertTicketing } from './ticketing-gate';

const { tickets, orders, products } = schema;

/**
 * Check-in at the door by a ticket's code (scanned from its QR code or typed, in any case and
 * with or without its hyphens: ticketCodeCandidates, issue 33): once only. One
 * conditional update decides, so two scans at the same moment check it in once and the other
 * hears 'already checked in at HH:MM'. A code of another restaurant is unknown here (404); a
 * void ticket or one whose order is not paid is refused (409).
 */
export async function checkInTicket(
  db: Database,
  view: { restaurant: RestaurantRow; locale: Parameters<typeof attendeeDto>[1]['locale'] },
  code: string,
) {
  const { restaurant } = view;
  assertTicketing(restaurant);
  const codes = ticketCodeCandidates(code);
  const admitted = await db
    .update(tickets)
    .set({ checkedInAt: new Date() })
    .where(
      and(
        eq(tickets.restaurantId, restaurant.id),
        inArray(tickets.code, codes),
        isNull(tickets.checkedInAt),
        isNull(tickets.voidedAt),
        sql`exists (select 1 from ${orders} where ${orders.id} = ${tickets.orderId} and ${inArray(orders.paymentState, [...ticketPaymentStates])})`,
      ),
    )
    .returning({ id: tickets.id });
  const [row] = await db
    .select({ ticket: tickets, productName: products.name, paymentState: orders.paymentState })
    .from(tickets)
    .innerJoin(orders, eq(orders.id, tickets.orderId))
    .leftJoin(products, eq(products.id, tickets.productId))
    .where(and(eq(tickets.restaurantId, restaurant.id), inArray(tickets.code, codes)));
  if (!row) throw notFound('ticket_not_exist');
  if (admitted.length === 0) {
    if (row.ticket.voidedAt) throw new HttpError(409, 'ticket_void');
    if (row.ticket.checkedInAt) {
      const time = formatClock(toLocalMoment(row.ticket.checkedInAt.getTime(), restaurant.timeZone).minutes);
      throw new HttpError(409, 'ticket_already_checked_in', { time });
    }
    throw new HttpError(409, 'ticket_unpaid');
  }
  return {
    ...attendeeDto(row, view),
    slot: formatLocalDateTime(toLocalMoment(row.ticket.slotStart.getTime(), restaurant.timeZone)),
  };
}
