import type { OrderTicketDto } from '@tavola/contracts';
import { type Database, schema } from '@tavola/db';
import { formatLocalDateTime, resolveText, ticketSlotsBetween, toLocalMoment } from '@tavola/domain';
import type { Locale } from '@tavola/i18n';
import { and, asc, eq } from 'drizzle-orm';
import { type RestaurantRow, restaurantLocale } from '../restaurants';
import { ticketQrDataUrl } from './ticket-qr';
import { asTicketTime, ticketTimesOf } from './ticket-times.repository';

const { tickets, products } = schema;

/** An order's ticket with its slot's start and end instants (the end null once its ticket time is gone). */
export interface OrderTicket {
  id: number;
  holderName: string;
  product: string;
  code: string;
  startsAt: Date;
  endsAt: Date | null;
  state: OrderTicketDto['state'];
}

/** The tickets of one order of one restaurant, in the order they were written. */
export async function ticketsOfOrder(
  db: Database,
  restaurant: RestaurantRow,
  orderId: number,
  locale: Locale,
): Promise<OrderTicket[]> {
  const rows = await db
    .select({ ticket: tickets, productName: products.name })
    .from(tickets)
    .leftJoin(products, eq(products.id, tickets.productId))
    .where(and(eq(tickets.restaurantId, restaurant.id), eq(tickets.orderId, orderId)))
    .orderBy(asc(tickets.id));
  if (rows.length === 0) return [];
  const times = (await ticketTimesOf(db, restaurant.id)).map(asTicketTime);
  const fallback = restaurantLocale(restaurant);
  return rows.map(({ ticket, productName }) => {
    const date = toLocalMoment(ticket.slotStart.getTime(), restaurant.timeZone).date;
    const slot = ticketSlotsBetween(times, { from: date, to: date }, restaurant.timeZone).find(
      (candidate) => candidate.startsAt === ticket.slotStart.getTime(),
    );
    return {
      id: ticket.id,
      holderName: ticket.holderName,
      product: resolveText(productName, locale, fallback),
      code: ticket.code,
      startsAt: ticket.slotStart,
      endsAt: slot ? new Date(slot.endsAt) : null,
      state: ticket.voidedAt ? 'void' : ticket.checkedInAt ? 'checked_in' : 'valid',
    };
  });
}

/** The tickets as the guest's order page shows them (wall clock in the restaurant's zone). */
export async function orderTicketDtos(
  db: Database,
  restaurant: RestaurantRow,
  orderId: number,
  locale: Locale,
): Promise<OrderTicketDto[]> {
  const wallClock = (at: Date) => formatLocalDateTime(toLocalMoment(at.getTime(), restaurant.timeZone));
  return Promise.all(
    (await ticketsOfOrder(db, restaurant, orderId, locale)).map(async (ticket) => ({
      id: ticket.id,
      name: ticket.holderName,
      product: ticket.product,
      start: wallClock(ticket.startsAt),
      end: ticket.endsAt ? wallClock(ticket.endsAt) : null,
      code: ticket.code,
      qr: await ticketQrDataUrl(ticket.code),
      state: ticket.state,
    })),
  );
}
