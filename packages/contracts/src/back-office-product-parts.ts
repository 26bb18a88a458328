import { taxCategories } from '@tavola/domain';
import { localizedInput, localizedOutput, money } from './back-office-fields';
import { clockSchema, idSchema, isoDateSchema, minorUnits } from './fields';
import { z } from './zod';

/** The parts of a product the editor sends and reads beside its own fields (not exported from the package). */

const optionSchema = z.object({
  /** an option the group already has; without it a new one */
  id: idSchema.optional(),
  name: localizedInput(100),
  /** what the option adds to the product's price, minor units */
  price: money,
  /**
   * Issue 36: an option sold as something else (a glass of wine with a meal); null = as the
   * product. Left out, a new option is as the product and a saved one keeps its own.
   */
  tax_category: z.enum(taxCategories).nullable().optional(),
});
export const optionGroupSchema = z.object({
  id: idSchema.optional(),
  name: localizedInput(100),
  min: z.number().int().min(0).max(50),
  /** null = as many as there are options */
  max: z.number().int().min(1).max(50).nullable(),
  options: z.array(optionSchema).min(1).max(50),
});
export type OptionGroupInput = z.input<typeof optionGroupSchema>;

/**
 * SPEC §3 happyHours: a product only orderable on a weekday (1..7, Sunday = 7) between two
 * days, optionally within a time of day (both or neither; domain's happyHourProblems).
 */
export const happyHourSchema = z.object({
  weekday: z.number().int().min(1).max(7),
  start_date: isoDateSchema,
  end_date: isoDateSchema,
  start_time: clockSchema.nullable().default(null),
  end_time: clockSchema.nullable().default(null),
});
export type HappyHourInput = z.input<typeof happyHourSchema>;
/** SPEC §3 extra_tabs: titled texts behind the card's info button; the content is rich text */
export const extraTabSchema = z.object({
  title: localizedInput(100),
  content: localizedInput(5_000).default({}),
});
export type ExtraTabInput = z.input<typeof extraTabSchema>;

export const managerOptionGroupSchema = z.object({
  id: z.number(),
  name: localizedOutput,
  min: z.number().int(),
  max: z.number().int().nullable(),
  options: z.array(
    z.object({
      id: z.number(),
      name: localizedOutput,
      price: minorUnits(),
      /** null = as the product */
      tax_category: z.enum(taxCategories).nullable(),
    }),
  ),
});
