import type { ReserveTableBody } from '@tavola/contracts';
import type { Database } from '@tavola/db';
import {
  addDays,
  chooseTable,
  judgeReservationTime,
  type OpeningWindow,
  parseClock,
  reservationDurationMinutes,
  reservationMaxDaysAhead,
  reservationsOverlap,
  toLocalMoment,
  type Weekday,
} from '@tavola/domain';
import {
  formatWallDate,
  formatWallTime,
  type Locale,
  type ServerMessageKey,
  serverTranslator,
} from '@tavola/i18n';
import { type FieldMessage, HttpError } from '../../lib/http-error';
import { renderMail } from '../../lib/mail-layout';
import type { Mailer } from '../../plugins/mailer';
import { assertOffered, openingRules, type RestaurantRow, restaurantLocale } from '../restaurants';
import {
  insertReservation,
  reservableTables,
  reservationsBetween,
  type TableRow,
} from './reservation.repository';

const refuse = (field: string, key: ServerMessageKey, params?: Record<string, string | number>) =>
  new HttpError(422, key, params, { [field]: [{ key, params } as FieldMessage] });

/** SPEC §2: the reservation panel exists when reservation_table is on and there is no ticketing system. */
const assertReservationsOffered = (restaurant: RestaurantRow): void =>
  assertOffered(restaurant, 'tableReservation', 'reservation_unavailable');

/** Table ids taken at a wall-clock time (a booking holds its table for its whole duration). */
async function busyTables(
  db: Database,
  restaurantId: number,
  tables: readonly TableRow[],
  date: string,
  minutes: number,
): Promise<Set<number>> {
  const wanted = { date, minutes, durationMinutes: reservationDurationMinutes };
  const existing = await reservationsBetween(
    db,
    restaurantId,
    tables.map((table) => table.id),
    addDays(date, -1),
    addDays(date, 1),
  );
  return new Set(
    existing
      .filter((booking) =>
        reservationsOverlap(wanted, {
          date: booking.date,
          minutes: parseClock(booking.time),
          durationMinutes: booking.durationMinutes,
        }),
      )
      .map((booking) => booking.tableId),
  );
}

/** SPEC §7 api/restaurant/tables: the bookable tables; with a date and time only those free then. */
export async function listTables(
  db: Database,
  restaurant: RestaurantRow,
  at?: { date: string; time: string },
): Promise<{ id: number; name: string; capacity: number }[]> {
  assertReservationsOffered(restaurant);
  const tables = await reservableTables(db, restaurant.id);
  const busy = at ? await busyTables(db, restaurant.id, tables, at.date, parseClock(at.time)) : new Set();
  return tables
    .filter((table) => !busy.has(table.id))
    .map((table) => ({ id: table.id, name: table.name, capacity: table.capacity }));
}

export interface ReservationResult {
  id: number;
  table: string;
  date: string;
  time: string;
  adults: number;
  children: number;
}

/**
 * SPEC §7 api/restaurant/reserve-table. The server refuses times in the past, outside the
 * eat-in opening hours or inside a closure, and parties beyond a table's capacity; the
 * restaurant's bookable tables stay locked while one booking is decided, so a table is never
 * booked twice for overlapping times.
 */
export async function reserveTable(
  db: Database,
  restaurant: RestaurantRow,
  input: ReserveTableBody,
  now = Date.now(),
): Promise<ReservationResult> {
  assertReservationsOffered(restaurant);
  const children = input.children ?? 0;
  const adults = input.adults ?? Math.max(0, (input.people ?? 0) - children);
  const people = adults + children;
  if (people < 1) throw refuse('people', 'reservation_people_required');

  const minutes = parseClock(input.time);
  const { hours, closeTimes } = await openingRules(db, restaurant.id);
  const windows: OpeningWindow[] = hours
    .filter((hour) => hour.deliveryType === 'here')
    .map((hour) => ({ weekday: hour.weekday as Weekday, openAt: hour.openAt, closeAt: hour.closeAt }));
  const verdict = judgeReservationTime({
    date: input.date,
    minutes,
    now: toLocalMoment(now, restaurant.timeZone),
    windows,
    closeTimes,
  });
  if (verdict === 'in_past') throw refuse('time', 'reservation_in_past');
  if (verdict === 'too_far') throw refuse('date', 'reservation_too_far', { days: reservationMaxDaysAhead });
  if (verdict === 'closed') throw refuse('time', 'restaurant_not_open');

  return db.transaction(async (tx) => {
    const tables = await reservableTables(tx, restaurant.id, true);
    const busy = await busyTables(tx, restaurant.id, tables, input.date, minutes);
    let table: TableRow | undefined;
    if (input.tableId !== undefined) {
      table = tables.find((candidate) => candidate.id === input.tableId);
      if (!table) throw new HttpError(404, 'table_not_exist');
      if (table.capacity < people) throw refuse('tableId', 'table_too_small', { count: table.capacity });
      if (busy.has(table.id)) throw refuse('tableId', 'table_already_booked');
    } else {
      // no table seats the party at any time: another time would not help, a call might
      if (!tables.some((candidate) => candidate.capacity >= people))
        throw refuse('people', 'reservation_party_too_large', { count: people });
      table = chooseTable(tables, people, busy);
      if (!table) throw refuse('time', 'capacity_full');
    }
    const row = await insertReservation(tx, {
      restaurantId: restaurant.id,
      tableId: table.id,
      date: input.date,
      time: input.time,
      durationMinutes: reservationDurationMinutes,
      adults,
      children,
      name: input.name,
      email: input.email,
      phone: input.phone,
      company: input.company ?? null,
      comment: input.comment ?? null,
      allergies: input.allergies ?? null,
      birthday: input.birthday ?? null,
    });
    return { id: row.id, table: table.name, date: row.date, time: row.time, adults, children };
  });
}

/** The confirmation to the guest (in their language) and the note to the restaurant (in its own). */
export async function sendReservationMails(
  mailer: Mailer,
  restaurant: RestaurantRow,
  input: ReserveTableBody,
  booking: ReservationResult,
  guestLocale: Locale,
): Promise<void> {
  // issue 15: date and time spelt in each reader's language
  const when = (locale: Locale) => ({
    date: formatWallDate(booking.date, locale),
    time: formatWallTime(booking.time, locale),
  });
  const mail = (locale: Locale, title: string, paragraphs: string[]) => {
    const t = serverTranslator(locale);
    const notes: [ServerMessageKey, string | undefined][] = [
      ['mail_label_company', input.company],
      ['mail_label_comment', input.comment],
      ['mail_label_allergies', input.allergies],
      ['mail_label_birthday', input.birthday],
    ];
    return renderMail({
      locale,
      restaurant,
      title,
      paragraphs,
      notes: [
        t('mail_reservation_details', { ...booking, ...when(locale) }),
        t('mail_reservation_contact', { name: input.name, email: input.email, phone: input.phone }),
        ...notes.flatMap(([label, text]) =>
          text ? [t('mail_reservation_note', { label: t(label), text })] : [],
        ),
      ],
    });
  };
  const guest = serverTranslator(guestLocale);
  const guestSubject = guest('mail_reservation_subject', {
    restaurant: restaurant.name,
    ...when(guestLocale),
  });
  const mails = [
    {
      to: input.email,
      lang: guestLocale,
      subject: guestSubject,
      ...mail(guestLocale, guestSubject, [guest('mail_reservation_intro', { name: input.name })]),
    },
  ];
  if (restaurant.email) {
    const lang = restaurantLocale(restaurant);
    const subject = serverTranslator(lang)('mail_new_reservation_subject', when(lang));
    mails.push({ to: restaurant.email, lang, subject, ...mail(lang, subject, []) });
  }
  await Promise.all(mails.map((mail) => mailer.send(mail)));
}
