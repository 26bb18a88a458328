import { dataEnvelope, messageSchema } from './envelope';
import {
  guestText,
  idSchema,
  isoDateSchema,
  localDateTimeSchema,
  localeSchema,
  restaurantIdSchema,
} from './fields';
import { z } from './zod';

/**
 * Issue 18, event and ticketing mode (SPEC §2 event layout, §3 Ticket time, §4 Ticketing,
 * §5). Every route answers 404 'ticketing_unavailable' for a restaurant without ticketingSystem.
 */

/** SPEC §3 Ticket time; weekday 0 = Sunday .. 6 = Saturday (SPEC's weekday list). */
export const ticketTimeSchema = z.object({
  id: z.number(),
  start_date: z.string(),
  end_date: z.string(),
  weekday: z.number().int().min(0).max(6),
  /** 'HH:MM' wall clock in the restaurant's zone */
  time: z.string(),
  /** 'HH:MM' */
  duration: z.string(),
  /** null = unlimited */
  capacity: z.number().int().nullable(),
});
export type TicketTimeDto = z.infer<typeof ticketTimeSchema>;

/** A time slot on a date, wall clock in the restaurant's zone. */
export const ticketSlotSchema = z.object({
  /** 'YYYY-MM-DD HH:MM': what add-delivery-time takes as delivery_time to choose the slot */
  start: z.string(),
  date: z.string(),
  /** 'HH:MM' */
  time: z.string(),
  /** start + duration, 'YYYY-MM-DD HH:MM' and its 'HH:MM' */
  end: z.string(),
  end_time: z.string(),
  /** 'HH:MM' */
  duration: z.string(),
  /** null = unlimited */
  capacity: z.number().int().nullable(),
  /** places left; null = unlimited */
  remaining: z.number().int().nullable(),
  full: z.boolean(),
});
export type TicketSlotDto = z.infer<typeof ticketSlotSchema>;

/** SPEC §4 Ticketing: the days with slots (only these are selectable), from..to (both included). */
export const ticketDatesQuerySchema = z.object({
  restaurantId: restaurantIdSchema,
  /** default: today in the restaurant's zone */
  from: isoDateSchema.optional(),
  /** default and latest: the last bookable day (today + the pickup type's available days) */
  to: isoDateSchema.optional(),
  lang: localeSchema.optional(),
});
export const ticketDatesResponseSchema = dataEnvelope(
  z.array(
    z.object({
      date: z.string(),
      slots: z.number().int(),
      /** some slot of the day still has places */
      available: z.boolean(),
    }),
  ),
);

/** SPEC §4 Ticketing: the slots of one date with the places left. */
export const ticketSlotsQuerySchema = z.object({
  restaurantId: restaurantIdSchema,
  date: isoDateSchema,
  lang: localeSchema.optional(),
});
export const ticketSlotsResponseSchema = dataEnvelope(z.array(ticketSlotSchema));

/** A ticket as its holder sees it (the order page after paying). */
export const orderTicketSchema = z.object({
  id: z.number(),
  name: guestText(z.string()),
  product: z.string(),
  /** the slot: 'YYYY-MM-DD HH:MM' start and end, wall clock in the restaurant's zone */
  start: z.string(),
  end: z.string().nullable(),
  code: z.string(),
  /** the code as a QR image (SVG data URL) to show at the door */
  qr: z.string(),
  state: z.enum(['valid', 'checked_in', 'void']),
});
export type OrderTicketDto = z.infer<typeof orderTicketSchema>;

// ---- manager area (api/managers; manager token; tenant-scoped) ----

export const ticketTimesQuerySchema = z.object({
  restaurantId: restaurantIdSchema,
  lang: localeSchema.optional(),
});
export const ticketTimesResponseSchema = z.object({ data: z.array(ticketTimeSchema) });

/**
 * Types only: what is wrong with a ticket time is answered with its own messages (per field) by
 * the domain rule ticketTimeProblems, not a generic one.
 */
export const ticketTimeBodySchema = z.object({
  restaurantId: restaurantIdSchema,
  start_date: z.string().max(10).nullish(),
  end_date: z.string().max(10).nullish(),
  weekday: z.number().int().nullish(),
  time: z.string().max(5).nullish(),
  duration: z.string().max(5).nullish(),
  /** null or absent = unlimited */
  capacity: z.number().int().max(100_000).nullish(),
  lang: localeSchema.optional(),
});
export type TicketTimeBody = z.input<typeof ticketTimeBodySchema>;
export const updateTicketTimeBodySchema = ticketTimeBodySchema.extend({ id: idSchema });
export const ticketTimeRefSchema = z.object({
  restaurantId: restaurantIdSchema,
  id: idSchema,
  lang: localeSchema.optional(),
});
export const ticketTimeResponseSchema = z.object({ data: ticketTimeSchema, message: messageSchema });
export const ticketTimeDeletedSchema = z.object({ message: messageSchema });

/** The slots from one date to another (at most 62 days) with what is sold. */
export const managerTicketSlotsQuerySchema = z.object({
  restaurantId: restaurantIdSchema,
  from: isoDateSchema,
  /** default: from */
  to: isoDateSchema.optional(),
  lang: localeSchema.optional(),
});
export const managerTicketSlotSchema = ticketSlotSchema.extend({
  /** valid and checked-in tickets */
  sold: z.number().int(),
  checked_in: z.number().int(),
});
export type ManagerTicketSlotDto = z.infer<typeof managerTicketSlotSchema>;
export const managerTicketSlotsResponseSchema = z.object({ data: z.array(managerTicketSlotSchema) });

/** The attendees of one slot (printable list), by its start 'YYYY-MM-DD HH:MM'. */
export const attendeesQuerySchema = z.object({
  restaurantId: restaurantIdSchema,
  slot: localDateTimeSchema,
  lang: localeSchema.optional(),
});
export const attendeeSchema = z.object({
  ticket_id: z.number(),
  name: guestText(z.string()),
  product: z.string(),
  /** what the ticket's QR code carries: the door's list can be checked against it by hand */
  code: z.string(),
  order_id: z.number(),
  /** the order's payment state: 'paid', 'on_site' (pays at the door) or 'open' */
  payment_state: z.string(),
  /** ISO instant, null = not yet */
  checked_in_at: z.string().nullable(),
  /** 'HH:MM' in the restaurant's zone */
  checked_in_time: z.string().nullable(),
});
export type AttendeeDto = z.infer<typeof attendeeSchema>;
export const attendeesResponseSchema = z.object({
  data: z.object({ slot: z.string(), attendees: z.array(attendeeSchema) }),
});

/** Check-in by scanning or typing a ticket's code. */
export const checkInBodySchema = z.object({
  restaurantId: restaurantIdSchema,
  code: z.string().trim().min(1).max(200),
  lang: localeSchema.optional(),
});
export const checkInResponseSchema = z.object({
  data: attendeeSchema.extend({ slot: z.string() }),
  message: messageSchema,
});
export type CheckInResponse = z.infer<typeof checkInResponseSchema>;
