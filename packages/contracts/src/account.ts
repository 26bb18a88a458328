import { passwordMaxLength } from '@tavola/domain';
import { addressSchema } from './account-addresses';
import {
  birthdaySchema,
  blankToNull,
  blankToUndefined,
  companySchema,
  confirmed,
  emailSchema,
  nameSchema,
  passwordSchema,
  phoneSchema,
  storefront,
} from './account-fields';
import { dataEnvelope, messageSchema } from './envelope';
import { postalCodeSchema } from './fields';
import { queryParametersOf } from './query-parameters';
import { z } from './zod';

export { emailSchema, passwordSchema } from './account-fields';

/**
 * Issue 6, customer accounts: SPEC §7 auth rows, with the SPEC §5 server rules (password ≥ 8
 * and confirmed, e-mail valid, phone numeric, birth date). Saved addresses, basket assignment,
 * order history and reviews have files of their own (account-addresses, account-baskets,
 * order-history, reviews).
 */

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
