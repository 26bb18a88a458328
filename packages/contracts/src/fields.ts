import { deliveryTypes, isLocalDateTime, parseDeliveryType } from '@tavola/domain';
import { z } from './zod';

/**
 * A positive integer id from JSON or a query string ("12"). SPEC §5: ids numeric.
 * Strings are accepted because GET parameters and older clients send them.
 */
/** ids are PostgreSQL integers: larger numbers name no row */
const maxId = 2_147_483_647;

export const idSchema = z.union([
  z.number().int().positive().max(maxId),
  z
    .string()
    .regex(/^[1-9]\d{0,9}$/)
    .transform(Number)
    .pipe(z.number().max(maxId)),
]);

/** Every request names its restaurant (SPEC §7). */
export const restaurantIdSchema = idSchema;

export const basketIdSchema = z.uuid();

/** A count from JSON or a query string; SPEC §5 quantity is an integer of at least 1. */
export const quantitySchema = z.union([
  z.number().int().min(1).max(999),
  z
    .string()
    .regex(/^\d{1,3}$/)
    .transform(Number)
    .pipe(z.number().int().min(1)),
]);

export const deliveryTypeSchema = z
  .union([
    z.enum([...deliveryTypes, 'takeaway']),
    z.literal(1),
    z.literal(2),
    z.literal(3),
    z.enum(['1', '2', '3']),
  ])
  .transform((value) => parseDeliveryType(value)!);

export const localeSchema = z.enum(['en', 'de', 'fr', 'ar']);

/** A postal code as the storefront's forms take it: four or five digits (issue 33: and says so). */
export const postalCodeSchema = z
  .string()
  .trim()
  .refine((value) => /^\d{4,5}$/.test(value), { params: { key: 'field_postal_code' } });

/** Query flags arrive as "1"/"0"/"true"/"false" (SPEC §5: extra flag 1 or 0). */
export const flagSchema = z
  .union([z.boolean(), z.enum(['1', '0', 'true', 'false']), z.literal(1), z.literal(0)])
  .transform((value) => value === true || value === '1' || value === 'true' || value === 1);

export const isoDateSchema = z.iso.date();
export const clockSchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/);

/** 'YYYY-MM-DD HH:MM' wall-clock time in the restaurant's zone; impossible days are refused. */
export const localDateTimeSchema = z.string().refine(isLocalDateTime, { params: { key: 'field_date' } });

/**
 * Issue 14, defect 7: what a guest or customer typed (names, comments, addresses, messages) is
 * stored and returned exactly as typed — neither sanitised nor HTML-encoded — so whoever renders
 * it must escape it. The OpenAPI document says so on each such field.
 */
export const guestTextDescription =
  'Plain text exactly as a guest typed it, stored and returned verbatim: not HTML, not sanitised. Clients must escape it wherever they render it.';

/** Marks a field of text typed by a guest (see guestTextDescription). */
export const guestText = <T extends z.ZodType>(schema: T): T => schema.describe(guestTextDescription);
