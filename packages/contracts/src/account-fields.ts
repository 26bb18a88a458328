import { isPlausibleBirthday, passwordMaxLength, passwordMinLength } from '@tavola/domain';
import { localeSchema, restaurantIdSchema } from './fields';
import { z } from './zod';

/** What a storefront's account request names: the restaurant and the guest's language. */
export const storefront = { restaurantId: restaurantIdSchema, lang: localeSchema.optional() };

/** A blank optional field counts as not given (forms send empty inputs). */
export const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;
/** In an update, a blank or null optional field clears it. */
export const blankToNull = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? null : value;

export const emailSchema = z.preprocess(
  (value) => (typeof value === 'string' ? value.trim() : value),
  z.email().max(254),
);
export const passwordSchema = z.string().min(passwordMinLength).max(passwordMaxLength);
export const nameSchema = z.string().trim().min(1).max(120);
/** SPEC §5: phone/mobile numeric (digits, spaces and a leading +) */
export const phoneSchema = z
  .string()
  .trim()
  .max(25)
  .refine((value) => /^\+?[0-9 ]{5,24}$/.test(value), { params: { key: 'field_phone' } })
  .meta({ pattern: '^\\+?[0-9 ]{5,24}$' });
/** the latest calendar day anywhere on earth (UTC+14): nobody's today is refused as the future */
const latestToday = () => new Date(Date.now() + 14 * 3_600_000).toISOString().slice(0, 10);
export const birthdaySchema = z
  .string()
  .trim()
  .refine((value) => isPlausibleBirthday(value, latestToday()), { params: { key: 'field_date' } });
export const companySchema = z.string().trim().min(1).max(120);
/** SPEC §5: "passwords at least 8 characters and confirmation matching"; the message sits on the password. */
export function confirmed(password: string, confirmation: string) {
  return (value: Record<string, unknown>, ctx: z.RefinementCtx) => {
    const given = value[password];
    if (typeof given === 'string' && given !== value[confirmation])
      ctx.addIssue({ code: 'custom', path: [password], params: { key: 'field_confirmed' } });
  };
}
