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

/**
 * A whole number from JSON or a query string ("12"), from `min` to `max`. Both forms carry the
 * bounds, so the OpenAPI document, which describes what a request may send, states them too
 * (issue 32: bounds that sat only after a `.pipe` were missing from it).
 */
export const integerInput = (min: number, max: number) =>
  z.union([
    z.number().int().min(min).max(max),
    z
      .string()
      .regex(new RegExp(`^\\d{1,${String(max).length}}$`))
      .transform(Number)
      .pipe(z.number().int().min(min).max(max)),
  ]);

/** A count from JSON or a query string; SPEC §5 quantity is an integer of at least 1. */
export const quantitySchema = integerInput(1, 999);

/** SPEC §5: money is integer minor units of the restaurant's currency (issue 32 says so on every field). */
export const minorUnitsDescription =
  "Money in integer minor units of the restaurant's currency: 650 is 6.50 (EUR, CHF).";

/** Marks a money field: an integer of minor units, `format: minor-units` in the OpenAPI document. */
export const minorUnits = <T extends z.ZodType = z.ZodNumber>(
  schema: T = z.number().int() as unknown as T,
): T => schema.meta({ format: 'minor-units', description: minorUnitsDescription });

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
  .refine((value) => /^\d{4,5}$/.test(value), { params: { key: 'field_postal_code' } })
  // the check's own words above; its form for the OpenAPI document (issue 32)
  .meta({ pattern: '^\\d{4,5}$' });

/** Query flags arrive as "1"/"0"/"true"/"false" (SPEC §5: extra flag 1 or 0). */
export const flagSchema = z
  .union([z.boolean(), z.enum(['1', '0', 'true', 'false']), z.literal(1), z.literal(0)])
  .transform((value) => value === true || value === '1' || value === 'true' || value === 1);

export const isoDateSchema = z.iso.date();
export const clockSchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/);

/**
 * 'YYYY-MM-DD HH:MM' wall-clock time in the restaurant's zone; impossible days are refused. The
 * document states the form (issue 32: it said only "string"); the check is one refinement, so a
 * malformed value is told it is no date, as an impossible day is.
 */
export const localDateTimeSchema = z
  .string()
  .refine(isLocalDateTime, { params: { key: 'field_date' } })
  .meta({
    pattern: '^\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}$',
    description: "A wall-clock time 'YYYY-MM-DD HH:MM' in the restaurant's time zone (not UTC, no offset).",
    examples: ['2026-12-24 18:30'],
  });

/**
 * Issue 14, defect 7: what a guest or customer typed (names, comments, addresses, messages) is
 * stored and returned exactly as typed — neither sanitised nor HTML-encoded — so whoever renders
 * it must escape it. The OpenAPI document says so on each such field.
 */
export const guestTextDescription =
  'Plain text exactly as a guest typed it, stored and returned verbatim: not HTML, not sanitised. Clients must escape it wherever they render it.';

/** Text of nothing but spaces, read as null ("nothing here"). */
const blankText = z
  .string()
  .regex(/^\s*$/)
  .transform(() => null);

/**
 * An optional field that may also come blank — null, '' or only spaces — as a form's hidden or
 * optional field does (issue 32: add-address refused `birth_date: ''` where the restaurant hides
 * the field). Blank reads as null, "nothing here" (it clears what was saved before); absent
 * leaves it as it was; anything else must be valid. A union, so the OpenAPI document says so
 * too; a value that fits none is described by the first branch, the field's own schema.
 */
export const blankable = <T extends z.ZodType>(schema: T) =>
  z
    .union([schema, blankText, z.null()])
    // a field whose own form takes '' (a comment) reads it as blank too
    .transform((value) => (typeof value === 'string' && value.trim() === '' ? null : value))
    .optional();

/** Marks a field of text typed by a guest (see guestTextDescription). */
export const guestText = <T extends z.ZodType>(schema: T): T => schema.describe(guestTextDescription);
