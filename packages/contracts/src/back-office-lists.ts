import { messageSchema } from './envelope';
import { guestText, idSchema, isoDateSchema, localeSchema, restaurantIdSchema } from './fields';
import { pageMetaSchema, pageQuery } from './paging';
import { z } from './zod';

/**
 * Issue 20 (back office): what guests left with the restaurant — newsletter subscribers,
 * contact messages and table reservations. Manager token; every request names its restaurant.
 * What guests typed comes back verbatim (guestText): the client escapes it.
 */

const rowRefSchema = z.object({
  restaurantId: restaurantIdSchema,
  id: idSchema,
  lang: localeSchema.optional(),
});
const deletedSchema = z.object({ data: z.object({ id: z.number() }), message: messageSchema });

export const newsletterQuerySchema = z.object({
  restaurantId: restaurantIdSchema,
  ...pageQuery,
  /** part of an address, any case */
  search: z.string().trim().max(100).default(''),
  lang: localeSchema.optional(),
});
export const subscriberSchema = z.object({
  id: z.number(),
  email: guestText(z.string()),
  subscribed_at: z.string(),
});
export type SubscriberDto = z.infer<typeof subscriberSchema>;
export const newsletterResponseSchema = z.object({
  data: z.object({ subscribers: z.array(subscriberSchema), meta: pageMetaSchema }),
});
export type NewsletterPage = z.infer<typeof newsletterResponseSchema>['data'];
export const newsletterExportQuerySchema = z.object({
  restaurantId: restaurantIdSchema,
  lang: localeSchema.optional(),
});
export const subscriberRefSchema = rowRefSchema;
export const subscriberDeletedSchema = deletedSchema;

export const contactMessagesQuerySchema = z.object({
  restaurantId: restaurantIdSchema,
  ...pageQuery,
  lang: localeSchema.optional(),
});
export const contactMessageSchema = z.object({
  id: z.number(),
  name: guestText(z.string()),
  email: guestText(z.string()),
  phone: guestText(z.string()).nullable(),
  message: guestText(z.string()),
  received_at: z.string(),
  read: z.boolean(),
});
export type ContactMessageDto = z.infer<typeof contactMessageSchema>;
export const contactMessagesResponseSchema = z.object({
  data: z.object({
    messages: z.array(contactMessageSchema),
    /** unread messages of the restaurant in all */
    unread: z.number().int(),
    meta: pageMetaSchema,
  }),
});
export type ContactMessagesPage = z.infer<typeof contactMessagesResponseSchema>['data'];
export const contactMessageRefSchema = rowRefSchema;
export const contactMessageReadBodySchema = rowRefSchema.extend({ read: z.boolean() });
export const contactMessageSavedSchema = z.object({ data: contactMessageSchema, message: messageSchema });
export const contactMessageDeletedSchema = deletedSchema;

export const reservationsQuerySchema = z.object({
  restaurantId: restaurantIdSchema,
  /** a calendar day in the restaurant's zone; today there when left out */
  date: isoDateSchema.optional(),
  lang: localeSchema.optional(),
});
export const managerReservationSchema = z.object({
  id: z.number(),
  /** 'HH:MM' in the restaurant's zone, and until when the table is held */
  time: z.string(),
  until: z.string(),
  table: z.object({ id: z.number(), name: z.string() }),
  adults: z.number().int(),
  children: z.number().int(),
  name: guestText(z.string()),
  email: guestText(z.string()),
  phone: guestText(z.string()),
  company: guestText(z.string()).nullable(),
  comment: guestText(z.string()).nullable(),
  allergies: guestText(z.string()).nullable(),
  booked_at: z.string(),
});
export type ManagerReservationDto = z.infer<typeof managerReservationSchema>;
export const reservationsResponseSchema = z.object({
  data: z.object({
    date: z.string(),
    time_zone: z.string(),
    reservations: z.array(managerReservationSchema),
    /** guests expected that day in all */
    guests: z.number().int(),
  }),
});
export type ReservationsDay = z.infer<typeof reservationsResponseSchema>['data'];
