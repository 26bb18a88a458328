import { offerablePaymentTypes } from '@tavola/domain';
import { messageSchema } from './envelope';
import { idSchema, localeSchema, minorUnits, restaurantIdSchema } from './fields';
import { z } from './zod';

/**
 * Issue 20 (back office): vouchers, tips and payment methods with their providers'
 * credentials. Manager token; every request names its restaurant. What a voucher may hold
 * across its fields is the domain's rule (voucherDraftProblems), answered per field; the
 * shapes and limits are checked here.
 */

/** minor units (cents); at most 100 000.00 */
const money = minorUnits(z.number().int().min(0).max(10_000_000));
/** 'YYYY-MM-DD', a calendar day in the restaurant's zone */
const day = z.string().max(10).nullish();

export const voucherSchema = z.object({
  id: z.number(),
  code: z.string(),
  kind: z.enum(['percent', 'fixed']),
  /** percent: whole percent; fixed: minor units */
  value: z.number().int(),
  minimum_order_value: minorUnits(),
  /** uses allowed in all; null = no limit */
  usage_limit: z.number().int().nullable(),
  /** uses so far (orders placed with it and not given back) */
  used_count: z.number().int(),
  /** first and last day it works, in the restaurant's zone; null = open */
  valid_from: z.string().nullable(),
  valid_until: z.string().nullable(),
  active: z.boolean(),
});
export type VoucherDto = z.infer<typeof voucherSchema>;

export const vouchersResponseSchema = z.object({
  data: z.object({ vouchers: z.array(voucherSchema), currency: z.string(), time_zone: z.string() }),
});

export const voucherBodySchema = z.object({
  restaurantId: restaurantIdSchema,
  /** stored upper-case; guests type it in any case */
  code: z
    .string()
    .trim()
    .min(3)
    .max(32)
    .refine((code) => /^[A-Za-z0-9_-]+$/.test(code), { params: { key: 'voucher_code_format' } }),
  kind: z.enum(['percent', 'fixed']),
  value: z.number().int().max(10_000_000).nullish(),
  minimum_order_value: money.default(0),
  usage_limit: z.number().int().min(1).max(1_000_000).nullable().default(null),
  valid_from: day,
  valid_until: day,
  active: z.boolean().default(true),
  lang: localeSchema.optional(),
});
export type VoucherBody = z.input<typeof voucherBodySchema>;
export const updateVoucherBodySchema = voucherBodySchema.extend({ id: idSchema });
export const voucherResponseSchema = z.object({ data: voucherSchema, message: messageSchema });
export const voucherRefSchema = z.object({
  restaurantId: restaurantIdSchema,
  id: idSchema,
  lang: localeSchema.optional(),
});
/** a voucher orders used is kept, deactivated (decision 041): `deleted` says which happened */
export const voucherDeletedSchema = z.object({
  data: z.object({ deleted: z.boolean(), voucher: voucherSchema.nullable() }),
  message: messageSchema,
});

/** Tips (SPEC §3 tip_request): whether checkout asks for one, and the percentages it offers. */
export const tipSettingsSchema = z.object({
  tip_request: z.boolean(),
  tip_percents: z.array(z.number().int()),
  /** issue 36 (decision 084): the business keeps its tips, so they are taxable */
  tip_taxable: z.boolean(),
});
export type TipSettings = z.infer<typeof tipSettingsSchema>;
export const tipSettingsResponseSchema = z.object({ data: tipSettingsSchema });
export const tipSettingsBodySchema = z.object({
  restaurantId: restaurantIdSchema,
  tip_request: z.boolean(),
  /** one to four distinct percentages from 1 to 100 */
  tip_percents: z
    .array(z.number().int().min(1).max(100))
    .min(1)
    .max(4)
    .refine((list) => new Set(list).size === list.length, { params: { key: 'tip_percents_distinct' } }),
  /** issue 36: left out, it stays as it was */
  tip_taxable: z.boolean().optional(),
  lang: localeSchema.optional(),
});
export type TipSettingsBody = z.input<typeof tipSettingsBodySchema>;
export const tipSettingsSavedSchema = z.object({ data: tipSettingsSchema, message: messageSchema });

export const credentialProviders = ['mollie', 'saferPay'] as const;
export type CredentialProvider = (typeof credentialProviders)[number];

/** a stored secret as the browser may see it: set or not, and its last four characters */
const storedSecretSchema = z.object({ set: z.boolean(), ends_in: z.string().nullable() });
export type StoredSecret = z.infer<typeof storedSecretSchema>;

export const paymentMethodsSchema = z.object({
  /** what guests may choose from (before the credentials check) */
  methods: z.array(z.enum(offerablePaymentTypes)),
  demo_mode: z.boolean(),
  mollie: z.object({ apiKey: storedSecretSchema }),
  saferPay: z.object({
    /** not secret: shown whole */
    customerId: z.string(),
    terminalId: z.string(),
    username: storedSecretSchema,
    password: storedSecretSchema,
    test_environment: z.boolean(),
  }),
  /** false when the server has no CREDENTIALS_KEY: credentials cannot be saved (decision 042) */
  can_store_credentials: z.boolean(),
});
export type PaymentMethodsDto = z.infer<typeof paymentMethodsSchema>;
export const paymentMethodsResponseSchema = z.object({ data: paymentMethodsSchema });

export const paymentMethodsBodySchema = z.object({
  restaurantId: restaurantIdSchema,
  methods: z.array(z.enum(offerablePaymentTypes)).max(offerablePaymentTypes.length),
  lang: localeSchema.optional(),
});
export type PaymentMethodsBody = z.input<typeof paymentMethodsBodySchema>;

/** an empty secret keeps the stored one, so a terminal can change without typing the password again */
const secretInput = z.string().trim().max(200).default('');
export const mollieCredentialsBodySchema = z.object({
  restaurantId: restaurantIdSchema,
  provider: z.literal('mollie'),
  apiKey: z
    .string()
    .trim()
    .max(200)
    .refine((key) => /^(test|live)_[A-Za-z0-9]{30,}$/.test(key), { params: { key: 'mollie_key_format' } }),
  lang: localeSchema.optional(),
});
export const saferpayCredentialsBodySchema = z.object({
  restaurantId: restaurantIdSchema,
  provider: z.literal('saferPay'),
  customerId: z
    .string()
    .trim()
    .min(1)
    .max(20)
    .refine((id) => /^\d+$/.test(id), { params: { key: 'field_numeric' } }),
  terminalId: z
    .string()
    .trim()
    .min(1)
    .max(20)
    .refine((id) => /^\d+$/.test(id), { params: { key: 'field_numeric' } }),
  username: secretInput,
  password: secretInput,
  test_environment: z.boolean().default(false),
  lang: localeSchema.optional(),
});
export const paymentCredentialsBodySchema = z.discriminatedUnion('provider', [
  mollieCredentialsBodySchema,
  saferpayCredentialsBodySchema,
]);
export type PaymentCredentialsBody = z.input<typeof paymentCredentialsBodySchema>;
export const paymentProviderRefSchema = z.object({
  restaurantId: restaurantIdSchema,
  provider: z.enum(credentialProviders),
  lang: localeSchema.optional(),
});
export const paymentMethodsSavedSchema = z.object({ data: paymentMethodsSchema, message: messageSchema });
/** a test connection's verdict: the provider took the credentials, or refused them, or could not be reached */
export const connectionTestSchema = z.object({
  data: z.object({ outcome: z.enum(['ok', 'refused', 'unreachable']) }),
  message: messageSchema,
});
