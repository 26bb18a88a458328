import {
  isPlausibleBirthday,
  maxPageSize,
  passwordMaxLength,
  passwordMinLength,
  ratingMax,
  ratingMin,
} from '@tavola/domain';
import { dataEnvelope, messageSchema } from './envelope';
import {
  basketIdSchema,
  guestText,
  idSchema,
  integerInput,
  localeSchema,
  minorUnits,
  postalCodeSchema,
  restaurantIdSchema,
} from './fields';
import { queryParametersOf } from './query-parameters';
import { z } from './zod';

/**
 * Issue 6, customer accounts: SPEC §7 auth rows, saved addresses, basket assignment, order
 * history and reviews, with the SPEC §5 server rules (password ≥ 8 and confirmed, e-mail valid,
 * phone numeric, birth date).
 */

/** A blank optional field counts as not given (forms send empty inputs). */
const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;
/** In an update, a blank or null optional field clears it. */
const blankToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);

export const emailSchema = z.preprocess(
  (value) => (typeof value === 'string' ? value.trim() : value),
  z.email().max(254),
);
export const passwordSchema = z.string().min(passwordMinLength).max(passwordMaxLength);
const nameSchema = z.string().trim().min(1).max(120);
/** SPEC §5: phone/mobile numeric (digits, spaces and a leading +) */
const phoneSchema = z
  .string()
  .trim()
  .max(25)
  .refine((value) => /^\+?[0-9 ]{5,24}$/.test(value), { params: { key: 'field_phone' } })
  .meta({ pattern: '^\\+?[0-9 ]{5,24}$' });
/** the latest calendar day anywhere on earth (UTC+14): nobody's today is refused as the future */
const latestToday = () => new Date(Date.now() + 14 * 3_600_000).toISOString().slice(0, 10);
const birthdaySchema = z
  .string()
  .trim()
  .refine((value) => isPlausibleBirthday(value, latestToday()), { params: { key: 'field_date' } });
const companySchema = z.string().trim().min(1).max(120);
/** SPEC §5: "passwords at least 8 characters and confirmation matching"; the message sits on the password. */
function confirmed(password: string, confirmation: string) {
  return (value: Record<string, unknown>, ctx: z.RefinementCtx) => {
    const given = value[password];
    if (typeof given === 'string' && given !== value[confirmation])
      ctx.addIssue({ code: 'custom', path: [password], params: { key: 'field_confirmed' } });
  };
}

const storefront = { restaurantId: restaurantIdSchema, lang: localeSchema.optional() };

export const signupBodySchema = z
  .object({
    ...storefront,
    name: nameSchema,
    email: emailSchema,
    password: passwordSchema,
    password_confirmation: z.string().max(passwordMaxLength),
    phone: z.preprocess(blankToUndefined, phoneSchema.optional()),
    birthday: z.preprocess(blankToUndefined, birthdaySchema.optional()),
    company: z.preprocess(blankToUndefined, companySchema.optional()),
    postal_code: z.preprocess(blankToUndefined, postalCodeSchema.optional()),
  })
  .superRefine(confirmed('password', 'password_confirmation'));
export type SignupBody = z.infer<typeof signupBodySchema>;
/** SPEC §7 'POST api/auth/signup: query params' */
export const signupQuerySchema = queryParametersOf(signupBodySchema, [
  'restaurantId',
  'lang',
  'name',
  'email',
  'password',
  'password_confirmation',
  'phone',
  'birthday',
  'company',
  'postal_code',
]);

export const addressSchema = z.object({
  id: z.number(),
  street: z.string(),
  house_number: z.string(),
  postal_code: z.string(),
  /** SPEC §3 User: postal_code, also postalCode */
  postalCode: z.string(),
  city: z.string(),
  country: z.string(),
});
export type AddressDto = z.infer<typeof addressSchema>;

/** SPEC §3 User: id, email, postal_code (also postalCode), updated_at, addresses; name, phone, birthday, company. */
export const userSchema = z.object({
  id: z.number(),
  email: z.string(),
  name: z.string(),
  phone: z.string().nullable(),
  /** SPEC §3 "phone or mobile": the same number under the checkout's name */
  mobile: z.string().nullable(),
  birthday: z.string().nullable(),
  company: z.string().nullable(),
  postal_code: z.string().nullable(),
  postalCode: z.string().nullable(),
  updated_at: z.string(),
  addresses: z.array(addressSchema),
});
export type UserDto = z.infer<typeof userSchema>;

export const userResponseSchema = dataEnvelope(userSchema);

export const signupResponseSchema = z.object({
  data: z.object({
    access_token: z.string(),
    token_type: z.literal('Bearer'),
    expires_in: z.number().int(),
    role: z.literal('customer'),
    user: userSchema,
  }),
  message: messageSchema,
});

export const storefrontQuerySchema = z.object(storefront);

export const forgotPasswordBodySchema = z.object({ ...storefront, email: emailSchema });

/** A reset token as the e-mail link carries it (43 base64url characters of 32 random bytes). */
const resetTokenSchema = z.string().trim().min(1).max(200);

export const resetTokenQuerySchema = z.object({ ...storefront, token: resetTokenSchema });
export const resetTokenResponseSchema = dataEnvelope(z.object({ email: z.string() }));

export const resetPasswordBodySchema = z
  .object({
    ...storefront,
    email: emailSchema,
    token: resetTokenSchema,
    password: passwordSchema,
    password_confirmation: z.string().max(passwordMaxLength),
  })
  .superRefine(confirmed('password', 'password_confirmation'));

/**
 * SPEC §7 auth/user/update: the profile fields given are changed (a blank optional field is
 * cleared); a new password needs the current one and its confirmation.
 */
export const updateUserBodySchema = z
  .object({
    ...storefront,
    name: nameSchema.optional(),
    email: emailSchema.optional(),
    phone: z.preprocess(blankToNull, phoneSchema.nullable().optional()),
    birthday: z.preprocess(blankToNull, birthdaySchema.nullable().optional()),
    company: z.preprocess(blankToNull, companySchema.nullable().optional()),
    postal_code: z.preprocess(blankToNull, postalCodeSchema.nullable().optional()),
    current_password: z.preprocess(blankToUndefined, z.string().max(passwordMaxLength).optional()),
    password: z.preprocess(blankToUndefined, passwordSchema.optional()),
    password_confirmation: z.string().max(passwordMaxLength).optional(),
  })
  .superRefine(confirmed('password', 'password_confirmation'))
  .superRefine((value, ctx) => {
    if (value.password !== undefined && value.current_password === undefined)
      ctx.addIssue({
        code: 'custom',
        path: ['current_password'],
        params: { key: 'field_required' },
      });
  });
export type UpdateUserBody = z.infer<typeof updateUserBodySchema>;
/** SPEC §7 'POST api/auth/user/update: query params' */
export const updateUserQuerySchema = queryParametersOf(updateUserBodySchema, [
  'restaurantId',
  'lang',
  'name',
  'email',
  'phone',
  'birthday',
  'company',
  'postal_code',
  'current_password',
  'password',
  'password_confirmation',
]);

const addressFields = {
  street: z.string().trim().min(1).max(200),
  house_number: z.string().trim().min(1).max(20),
  postal_code: postalCodeSchema,
  city: z.string().trim().min(1).max(100),
  country: z.string().trim().min(1).max(100),
};
/** SPEC §3 Address; `postalCode` is taken for `postal_code` as the checkout names it. */
const withPostalCodeAlias = (value: unknown) =>
  value && typeof value === 'object' && !('postal_code' in value) && 'postalCode' in value
    ? { ...value, postal_code: (value as { postalCode: unknown }).postalCode }
    : value;

export const userAddressAddBodySchema = z.preprocess(
  withPostalCodeAlias,
  z.object({ ...storefront, ...addressFields }),
);
export const userAddressEditBodySchema = z.preprocess(
  withPostalCodeAlias,
  z.object({ ...storefront, id: idSchema, ...addressFields }),
);
export const userAddressRemoveBodySchema = z.object({ ...storefront, id: idSchema });

export const addressResponseSchema = z.object({ data: addressSchema, message: messageSchema });
export const addressListResponseSchema = dataEnvelope(z.array(addressSchema));

/** SPEC §7 basket/assign-basket and basket/unassigned-basket */
export const basketAssignBodySchema = z.object({ ...storefront, basketId: basketIdSchema });
export const basketUnassignBodySchema = z.object({ ...storefront, basketId: basketIdSchema });
export const basketAssignResponseSchema = z.object({
  data: z.object({ basketId: z.string() }),
  message: messageSchema,
});

const pageNumber = integerInput(1, 100_000);
const pageSize = integerInput(1, maxPageSize);
export const pageQuery = { page: pageNumber.default(1), per_page: pageSize.optional() };

/** SPEC §2 'Showing from to of total results' */
export const pageMetaSchema = z.object({
  current_page: z.number().int(),
  last_page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
  from: z.number().int().nullable(),
  to: z.number().int().nullable(),
});
export type PageMeta = z.infer<typeof pageMetaSchema>;

export const orderHistoryQuerySchema = z.object({ ...storefront, ...pageQuery });

export const orderSummarySchema = z.object({
  id: z.number(),
  /** the order's own handle: opens its status page like the payment link does */
  token: z.string(),
  status: z.string(),
  payment: z.string(),
  paymentState: z.string(),
  deliveryType: z.string(),
  /** 'YYYY-MM-DD HH:MM' in the restaurant's zone, null for as soon as possible */
  deliveryTime: z.string().nullable(),
  total: minorUnits(),
  currency: z.string(),
  created_at: z.string(),
  products: z.array(z.object({ name: z.string(), quantity: z.number().int() })),
  review: z.object({ id: z.number(), rating: z.number().int() }).nullable(),
  /** reviews are on and the order has none yet */
  can_review: z.boolean(),
});
export type OrderSummaryDto = z.infer<typeof orderSummarySchema>;

export const orderHistoryResponseSchema = z.object({
  data: z.array(orderSummarySchema),
  meta: pageMetaSchema,
});

export const billRequestQuerySchema = z.object({
  ...storefront,
  order_id: idSchema,
  /**
   * the order's own handle (its confirmation link carries it): a guest without an account, at a
   * table or after a pickup, asks for the bill with it (issue 32); a customer needs none for theirs
   */
  token: z.uuid().optional(),
});

const ratingSchema = z.union([
  z.number().int().min(ratingMin).max(ratingMax),
  z.string().regex(/^\d$/).transform(Number).pipe(z.number().int().min(ratingMin).max(ratingMax)),
]);

/** A review of an order: by its customer, its guest, or whoever holds the order's token. */
export const createTestimonialBodySchema = z.object({
  ...storefront,
  orderId: idSchema,
  token: z.uuid().optional(),
  rating: ratingSchema,
  comment: z.preprocess(blankToUndefined, guestText(z.string().trim().max(1000)).optional()),
});

export const testimonialSchema = z.object({
  id: z.number(),
  author_name: guestText(z.string()),
  rating: z.number().int(),
  comment: guestText(z.string()),
  created_at: z.string(),
});
export type TestimonialDto = z.infer<typeof testimonialSchema>;

export const testimonialResponseSchema = z.object({
  data: testimonialSchema,
  message: messageSchema.optional(),
});
export const testimonialListQuerySchema = z.object({ ...storefront, ...pageQuery });
export const testimonialListResponseSchema = z.object({
  data: z.array(testimonialSchema),
  meta: pageMetaSchema.extend({ average_rating: z.number().nullable() }),
});
export const testimonialShowQuerySchema = z.object({ ...storefront, testimonialId: idSchema });
export const removeTestimonialBodySchema = z.object({ ...storefront, id: idSchema });
