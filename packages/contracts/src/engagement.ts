import { reservationMaxPeople } from '@tavola/domain';
import { dataEnvelope, messageSchema } from './envelope';
import {
  clockSchema,
  flagSchema,
  guestText,
  idSchema,
  integerInput,
  isoDateSchema,
  localeSchema,
  restaurantIdSchema,
} from './fields';
import { z } from './zod';

/**
 * SPEC §7 engagement calls: newsletter, contact form, blog, table reservation and the visit
 * counter. Texts a guest types are trimmed; optional ones may come as empty strings.
 */

const restaurantRef = { restaurantId: restaurantIdSchema, lang: localeSchema.optional() };
const emailSchema = z.string().trim().toLowerCase().max(254).pipe(z.email());
/** SPEC §5 server side: phone/mobile numeric (digits, with an optional + and spaces) */
const phoneSchema = z
  .string()
  .trim()
  .min(1)
  .max(30)
  .refine((value) => /^\+?[\d ()/-]{4,}$/.test(value), { params: { key: 'field_phone' } })
  .meta({ pattern: '^\\+?[\\d ()/-]{4,}$' });
const optionalText = (max: number) =>
  guestText(z.string().trim().max(max))
    .optional()
    .transform((value) => value || undefined);

export const successMessageResponseSchema = z.object({ message: messageSchema });

/** SPEC §7 POST api/newsletter/create: the e-mail comes as a query parameter or in the body. */
export const newsletterCreateBodySchema = z.object({ ...restaurantRef, email: emailSchema.optional() });
export const newsletterCreateQuerySchema = z.object({
  email: emailSchema.optional(),
  restaurantId: restaurantIdSchema.optional(),
  lang: localeSchema.optional(),
});

/** SPEC §7 POST api/contact (sent to the restaurant through the mailer). */
export const contactBodySchema = z.object({
  ...restaurantRef,
  name: guestText(z.string().trim().min(1).max(100)),
  email: emailSchema,
  phone: phoneSchema.optional().or(z.literal('').transform(() => undefined)),
  message: guestText(z.string().trim().min(1).max(5000)),
  /** the widget's answer (g-recaptcha-response); required when the restaurant has a site key */
  recaptchaToken: z.string().max(4000).optional(),
});

const blogTagSchema = z.object({ id: z.number(), name: z.string() });
export const blogSummarySchema = z.object({
  id: z.number(),
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  image: z.string().nullable(),
  published_at: z.string(),
  tags: z.array(blogTagSchema),
});
export type BlogSummaryDto = z.infer<typeof blogSummarySchema>;
/** content is rich text, sanitised when it was written (decision 003) */
export const blogDetailSchema = blogSummarySchema.extend({ content: z.string() });
export type BlogDetailDto = z.infer<typeof blogDetailSchema>;

export const blogsQuerySchema = z.object(restaurantRef);
export const blogsByTagQuerySchema = z.object({ ...restaurantRef, tagId: idSchema });
export const blogShowQuerySchema = z.object({ ...restaurantRef, blogId: idSchema });
export const blogShowSlugQuerySchema = z.object({
  ...restaurantRef,
  blogSlug: z.string().trim().min(1).max(200),
});
export const blogListResponseSchema = dataEnvelope(z.array(blogSummarySchema));
export const blogsByTagResponseSchema = dataEnvelope(
  z.object({ tag: blogTagSchema, blogs: z.array(blogSummarySchema) }),
);
export const blogDetailResponseSchema = dataEnvelope(blogDetailSchema);

/** SPEC §7 GET api/restaurant/tables: with a date and time, only the tables free then. */
export const tablesQuerySchema = z.object({
  ...restaurantRef,
  date: isoDateSchema.optional(),
  time: clockSchema.optional(),
});
export const reservableTableSchema = z.object({ id: z.number(), name: z.string(), capacity: z.number() });
export type ReservableTableDto = z.infer<typeof reservableTableSchema>;
export const tablesResponseSchema = dataEnvelope(z.array(reservableTableSchema));

const headCount = integerInput(0, reservationMaxPeople);

/**
 * SPEC §7 POST api/restaurant/reserve-table (restaurantId, people, date, time, email, name,
 * phone) and the panel's adults, children, company, comment, allergies, birthday. Without a
 * table the smallest free table that seats everyone is booked.
 */
export const reserveTableBodySchema = z.object({
  ...restaurantRef,
  tableId: idSchema.optional(),
  adults: headCount.optional(),
  children: headCount.optional(),
  /** adults + children; the spec's payload names only this */
  people: headCount.optional(),
  date: isoDateSchema,
  time: clockSchema,
  name: guestText(z.string().trim().min(1).max(100)),
  email: emailSchema,
  phone: phoneSchema,
  company: optionalText(100),
  comment: optionalText(1000),
  allergies: optionalText(500),
  birthday: isoDateSchema.optional().or(z.literal('').transform(() => undefined)),
});
export type ReserveTableBody = z.infer<typeof reserveTableBodySchema>;
export const reservationSchema = z.object({
  id: z.number(),
  table: z.string(),
  date: z.string(),
  time: z.string(),
  adults: z.number(),
  children: z.number(),
});
export const reserveTableResponseSchema = dataEnvelope(reservationSchema);

/** SPEC §4 visit record: qrCode when the address names a table, unique per day, new browser. */
export const websiteViewBodySchema = z.object({
  ...restaurantRef,
  qrCode: flagSchema.default(false),
  unique: flagSchema.default(true),
  new: flagSchema.default(false),
});
export const websiteViewResponseSchema = dataEnvelope(z.object({ recorded: z.literal(true) }));
