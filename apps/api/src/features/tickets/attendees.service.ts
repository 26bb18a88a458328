import { type Database, schema } from '@tavola/db';
import {
  addDays,
  epochOfLocal,
  formatClock,
  type LocalizedText,
  type LocalMoment,
  resolveText,
  ticketSlotsBetween,
  toLocalMoment,
} from '@tavola/domain';
import type { Locale } from '@tavola/i18n';
import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';
import { HttpError } from '../../lib/http-error';
import { type RestaurantRow, restaurantLocale } from '../restaurants';
import { ticketSlotDto, ticketsTaken } from './ticket-calendar';
import { asTicketTime, ticketTimesOf } from './ticket-times.repository';
import { assertTicketing } from './ticketing-gate';

const { tickets, orders, products } = schema;

interface View {
  restaurant: RestaurantRow;
  locale: Locale;
}

/** The longest range of days the manager's slot list covers at once. */
const maxRangeDays = 62;

/** A manager's view of a ticket (SPEC: the per-slot attendee list). */
export function attendeeDto(
  row: {
    ticket: typeof tickets.$inferSelect;
    productName: LocalizedText | null;
    paymentState: string;
  },
  view: View,
) {
  return {
    ticket_id: row.ticket.id,
    name: row.ticket.holderName,
    product: resolveText(row.productName, view.locale, restaurantLocale(view.restaurant)),
    code: row.ticket.code,
    order_id: row.ticket.orderId,
    payment_state: row.paymentState,
    checked_in_at: row.ticket.checkedInAt?.toISOString() ?? null,
    checked_in_time: row.ticket.checkedInAt
      ? formatClock(toLocalMoment(row.ticket.checkedInAt.getTime(), view.restaurant.timeZone).minutes)
      : null,
  };
}

/**
 * The slots from one date to another, past ones included, with what is sold (valid tickets) and
 * how many came; a slot whose ticket time was changed or removed still shows while it has tickets.
 */
export async function managerTicketSlots(db: Database, view: View, range: { from: string; to?: string }) {
  const { restaurant } = view;
  assertTicketing(restaurant);
  const to = range.to ?? range.from;
  if (to < range.from || to > addDays(range.from, maxRangeDays - 1)) {
    throw new HttpError(
      422,
      'field_max',
      { field: 'to', max: addDays(range.from, maxRangeDays - 1) },
      {
        to: [{ key: 'field_max', params: { field: 'to', max: addDays(range.from, maxRangeDays - 1) } }],
      },
    );
  }
  const times = (await ticketTimesOf(db, restaurant.id)).map(asTicketTime);
  const slots = ticketSlotsBetween(times, { from: range.from, to }, restaurant.timeZone);
  const from = new Date(epochOfLocal(range.from, 0, restaurant.timeZone));
  const until = new Date(epochOfLocal(to, 1440, restaurant.timeZone));
  const counts = await db
    .select({
      slotStart: tickets.slotStart,
      sold: sql<number>`count(*) filter (where ${tickets.voidedAt} is null)`.mapWith(Number),
      checkedIn:
        sql<number>`count(*) filter (where ${tickets.voidedAt} is null and ${tickets.checkedInAt} is not null)`.mapWith(
          Number,
        ),
    })
    .from(tickets)
    .where(
      and(
        eq(tickets.restaurantId, restaurant.id),
        gte(tickets.slotStart, from),
        lt(tickets.slotStart, until),
      ),
    )
    .groupBy(tickets.slotStart);
  const taken = await ticketsTaken(db, restaurant.id, slots);
  const dtos = slots.map((slot) => {
    const count = counts.find((row) => row.slotStart.getTime() === slot.startsAt);
    return {
      ...ticketSlotDto(slot, taken.get(slot.startsAt) ?? 0, restaurant.timeZone),
      sold: count?.sold ?? 0,
      checked_in: count?.checkedIn ?? 0,
    };
  });
  // tickets of a slot no ticket time makes any more (changed or removed after they were sold)
  const orphans = counts.filter(
    (row) => row.sold > 0 && !slots.some((slot) => slot.startsAt === row.slotStart.getTime()),
  );
  for (const row of orphans) {
    const start = row.slotStart.getTime();
    const orphan = { ...toLocalMoment(start, restaurant.timeZone), startsAt: start };
    dtos.push({
      ...ticketSlotDto(
        {
          date: orphan.date,
          minutes: orphan.minutes,
          startsAt: start,
          endsAt: start,
          durationMinutes: 0,
          capacity: null,
          ticketTimeIds: [],
        },
        row.sold,
        restaurant.timeZone,
      ),
      sold: row.sold,
      checked_in: row.checkedIn,
    });
  }
  return dtos.sort((a, b) => (a.start < b.start ? -1 : 1));
}

/** The attendees of the slot starting at a wall-clock moment (valid tickets), by name. */
export async function slotAttendees(db: Database, view: View, slot: LocalMoment) {
  const { restaurant } = view;
  assertTicketing(restaurant);
  // the first instant that shows this wall clock (the earlier 02:30 on the autumn DST day, decision 028)
  const start = new Date(epochOfLocal(slot.date, slot.minutes, restaurant.timeZone));
  const rows = await db
    .select({ ticket: tickets, productName: products.name, paymentState: orders.paymentState })
    .from(tickets)
    .innerJoin(orders, eq(orders.id, tickets.orderId))
    .leftJoin(products, eq(products.id, tickets.productId))
    .where(
      and(
        eq(tickets.restaurantId, restaurant.id),
        eq(tickets.slotStart, start),
        sql`${tickets.voidedAt} is null`,
      ),
    )
    .orderBy(asc(tickets.holderName), asc(tickets.id));
  return rows.map((row) => attendeeDto(row, view));
}
