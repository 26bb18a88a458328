import {
  defaultQuantityLimits,
  deliveryTypes,
  quantityLimitCeilings,
  tipPresetPercents,
} from '@tavola/domain';
import { z } from './zod';

export const paymentTypes = [
  'mollie',
  'saferPay',
  'cash',
  'payAtEnd',
  'pwc',
  'payFix',
  'demo',
  'zvt',
  'cash_machine',
] as const;
export type PaymentType = (typeof paymentTypes)[number];
/** SPEC §4 Order/payment: zvt and cash_machine are hidden from guests. */
export const hiddenPaymentTypes: readonly PaymentType[] = ['zvt', 'cash_machine'];

const fieldRule = z.enum(['required', 'optional', 'hidden']);
export type ContactFieldRule = z.infer<typeof fieldRule>;

/** SPEC §3 personal_information_fields: which contact fields checkout asks for. */
export const personalInformationFieldsSchema = z.object({
  name: fieldRule.default('required'),
  email: fieldRule.default('required'),
  mobile: fieldRule.default('required'),
  birth_date: fieldRule.default('hidden'),
  company: fieldRule.default('optional'),
  comment: fieldRule.default('optional'),
  /** SPEC: includes product_comment: guests may comment on each item */
  product_comment: z.boolean().default(true),
});

const perType = <T extends z.ZodType>(
  value: T,
  defaults: Record<(typeof deliveryTypes)[number], z.input<T>>,
) => z.object({ delivery: value, pickup: value, here: value }).default(defaults as never);

/**
 * Restaurant configuration as stored in restaurants.settings. Field names follow SPEC §3;
 * every default is stated here, so nothing depends on an unstated fallback.
 */
export const restaurantSettingsSchema = z.object({
  deliveryTypes: z.array(z.enum(deliveryTypes)).default(['delivery', 'pickup', 'here']),
  paymentMethods: z.array(z.enum(paymentTypes)).default(['cash']),
  /** lead minutes per type (SPEC {type}_hours) */
  lead_minutes: perType(z.number().int().min(0), { delivery: 45, pickup: 20, here: 0 }),
  /** how many days ahead a guest may pre-order (SPEC {type}_available_days) */
  available_days: perType(z.number().int().min(0), { delivery: 7, pickup: 7, here: 0 }),
  delivery_average_time: z.number().int().min(0).default(45),
  /** manual switch: the restaurant is closed right now, whatever the opening hours say */
  closed: z.boolean().default(false),
  branding: z.boolean().default(true),
  search_enabled: z.boolean().default(true),
  tip_request: z.boolean().default(true),
  /** issue 20: the tip percentages checkout offers (besides none and an amount of the guest's own) */
  tip_percents: z
    .array(z.number().int().min(1).max(100))
    .min(1)
    .max(4)
    .default([...tipPresetPercents]),
  available_voucher: z.boolean().default(true),
  pre_order_for_happy_hour: z.boolean().default(false),
  ignore_pre_order_timing_by_display: z.boolean().default(false),
  has_announcement: z.boolean().default(false),
  announcement_before_checkout: z.boolean().default(false),
  personal_information_fields: personalInformationFieldsSchema.default({
    name: 'required',
    email: 'required',
    mobile: 'required',
    birth_date: 'hidden',
    company: 'optional',
    comment: 'optional',
    product_comment: true,
  }),
  allergies: z.boolean().default(true),
  reservation_table: z.boolean().default(false),
  robot_request_available: z.boolean().default(false),
  allow_multi_date_order: z.boolean().default(false),
  /** SPEC §3: how a zero price reads; default 'zero' */
  zero_price_format: z.enum(['zero', 'free', 'empty']).default('zero'),
  ticketingSystem: z.boolean().default(false),
  meta: z
    .object({
      show_open_hours: z.boolean().default(true),
      foot_note: z.enum(['bottom', 'top']).default('bottom'),
    })
    .default({ show_open_hours: true, foot_note: 'bottom' }),
  has_blog: z.boolean().default(false),
  registration_enabled: z.boolean().default(true),
  login_required: z.boolean().default(false),
  has_person_on_table: z.boolean().default(false),
  recaptcha_site_key: z.string().nullable().default(null),
  /** issue 14: units of one basket line and of a whole basket (decision 016) */
  max_line_quantity: z
    .number()
    .int()
    .min(1)
    .max(quantityLimitCeilings.perLine)
    .default(defaultQuantityLimits.perLine),
  max_basket_units: z
    .number()
    .int()
    .min(1)
    .max(quantityLimitCeilings.perBasket)
    .default(defaultQuantityLimits.perBasket),
  /** issue 32.6: lines of one basket */
  max_basket_lines: z
    .number()
    .int()
    .min(1)
    .max(quantityLimitCeilings.linesPerBasket)
    .default(defaultQuantityLimits.linesPerBasket),
  /** issue 36 (decision 084): the business keeps its tips, so they are taxable; off: they go to the staff, shown apart */
  tip_taxable: z.boolean().default(false),
  /** issue 36 (decision 088): checkout asks for a company's VAT ID, and such a guest gets an e-invoice */
  business_invoices: z.boolean().default(false),
  /** orders accepted per 15-minute slot; null = no cap */
  slot_capacity: z.number().int().min(1).nullable().default(null),
  /** SPEC §9 configuration flags */
  shop_providing: z.boolean().default(true),
  review_active: z.boolean().default(true),
  catalogue_mode: z.boolean().default(false),
  product_image: z.boolean().default(true),
  newsletter: z.boolean().default(true),
  /**
   * subcategory sections open (true) or, off, a preview of 5 thumbnails then an ellipsis until
   * the guest opens one (SPEC §9). Default on: the storefront showed every section open before
   * the flag did anything (decision 040).
   */
  categories_expanded: z.boolean().default(true),
  /** SPEC §9 runtime flags */
  has_shop: z.boolean().default(true),
  has_landing: z.boolean().default(false),
  /** offers the offline demo payment provider (SPEC payments issue) */
  demo_mode: z.boolean().default(false),
});
export type RestaurantSettings = z.infer<typeof restaurantSettingsSchema>;

/** SPEC §3 theme settings; colours are CSS hex values. Default primary colour green (SPEC §9). */
export const restaurantThemeSchema = z.object({
  primaryColor: z
    .string()
    .regex(/^#[0-9a-fA-F]{6}$/)
    .default('#15803d'),
  logoId: z.number().int().nullable().default(null),
  logoShape: z.enum(['square', 'round', 'wide']).default('round'),
  mainImageId: z.number().int().nullable().default(null),
  eventMode: z.boolean().default(false),
  sideMenu: z.boolean().default(false),
});
export type RestaurantTheme = z.infer<typeof restaurantThemeSchema>;
