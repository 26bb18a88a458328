import { deliveryTypes } from '@tavola/domain';
import { dataEnvelope } from './envelope';
import { localeSchema, minorUnits } from './fields';
import {
  paymentTypes,
  personalInformationFieldsSchema,
  restaurantSettingsSchema,
  restaurantThemeSchema,
} from './restaurant-settings';
import { ticketTimeSchema } from './ticketing';
import { z } from './zod';

export const restaurantBySlugQuerySchema = z.object({
  slug: z.string().min(1).max(100),
  lang: localeSchema.optional(),
});

/** SPEC §3: weekday 0 = Sunday .. 6 = Saturday; a close at or before the open runs past midnight */
export const openingWindowSchema = z.object({
  weekday: z.number().int().min(0).max(6),
  open_at: z.string(),
  close_at: z.string(),
});
export type OpeningWindowDto = z.infer<typeof openingWindowSchema>;

/** SPEC §9 runtime flags travel as lowercase text */
const textFlag = z.enum(['true', 'false']);
const perTypeNumber = z.number().int().min(0);

/**
 * SPEC §3 Restaurant info under the SPEC's own names, at the top level of the answer (issue 19,
 * decision 040). They are computed from the same stored settings as `settings`, which the web
 * app keeps reading as its view model.
 */
export const specRestaurantFieldsSchema = z.object({
  branding: z.boolean(),
  delivery_average_time: z.number().int(),
  deliveryTypes: z.array(z.enum(deliveryTypes)),
  paymentMethods: z.array(z.enum(paymentTypes)),
  /** SPEC §3 paymentMethodNames: each offered method's name in the requested language */
  paymentMethodNames: z.record(z.string(), z.string()),
  /** SPEC §3: the end of each range in restaurant_close_times, in the same order */
  restaurant_end_close_times: z.array(z.string()),
  /** SPEC §9 {type}_hours: lead time in minutes */
  delivery_hours: perTypeNumber,
  pickup_hours: perTypeNumber,
  here_hours: perTypeNumber,
  /** SPEC §3 {type}_available_days */
  delivery_available_days: perTypeNumber,
  pickup_available_days: perTypeNumber,
  here_available_days: perTypeNumber,
  search_enabled: z.boolean(),
  tip_request: z.boolean(),
  available_voucher: z.boolean(),
  pre_order_for_happy_hour: z.boolean(),
  ignore_pre_order_timing_by_display: z.boolean(),
  has_announcement: z.boolean(),
  announcement_before_checkout: z.boolean(),
  personal_information_fields: personalInformationFieldsSchema,
  allergies: z.boolean(),
  reservation_table: z.boolean(),
  robot_request_available: z.boolean(),
  allow_multi_date_order: z.boolean(),
  zero_price_format: z.enum(['zero', 'free', 'empty']),
  ticketingSystem: z.boolean(),
  meta: z.object({ show_open_hours: z.boolean(), foot_note: z.enum(['bottom', 'top']) }),
  has_blog: z.boolean(),
  registration_enabled: z.boolean(),
  login_required: z.boolean(),
  has_person_on_table: z.boolean(),
  recaptcha_site_key: z.string().nullable(),
  /** SPEC §3 theme settings */
  logo: z.string().nullable(),
  logoShape: z.enum(['square', 'round', 'wide']),
  mainImage: z.string().nullable(),
  /** where images are served from: `logo`, `mainImage` and product images are paths below it */
  storageURL: z.string(),
  eventMode: z.boolean(),
  sideMenu: z.boolean(),
  /** SPEC §9 runtime flags 'has shop' and 'has landing', as 'true'/'false' text */
  has_shop: textFlag,
  has_landing: textFlag,
});
export type SpecRestaurantFields = z.infer<typeof specRestaurantFieldsSchema>;

/**
 * SPEC §3 Restaurant info as the storefront reads it: identity, look, settings (with every
 * default filled), opening hours per delivery type, close-time ranges, and whether it is
 * open now. Secrets (payment credentials) are never part of it.
 */
export const restaurantInfoSchema = z
  .object({
    id: z.number(),
    slug: z.string(),
    name: z.string(),
    address: z.object({ street: z.string(), postal_code: z.string(), city: z.string(), country: z.string() }),
    telephon: z.string(),
    email: z.string(),
    social_links: z.record(z.string(), z.string()),
    time_zone: z.string(),
    currency: z.string(),
    lang: localeSchema,
    pinned_products_label: z.string(),
    closed: z.boolean(),
    closeMessage: z.string(),
    settings: restaurantSettingsSchema,
    theme: restaurantThemeSchema.extend({ logo: z.string().nullable(), mainImage: z.string().nullable() }),
    restaurantAvailableTimes: z.array(openingWindowSchema),
    restaurantTakeawayTimes: z.array(openingWindowSchema),
    hereTimes: z.array(openingWindowSchema),
    restaurant_close_times: z.array(z.object({ starts_at: z.string(), ends_at: z.string() })),
    /** which legal texts exist, so the header only links what is there (SPEC §2 Header) */
    legal: z.object({
      about_us: z.boolean(),
      privacy_policy: z.boolean(),
      imprint: z.boolean(),
      terms_and_conditions: z.boolean(),
    }),
    informationPages: z.array(z.object({ id: z.number(), title: z.string() })),
    /** SPEC §3 announcement: the active general announcement ('' when none; shown when has_announcement) */
    announcement: z.string(),
    /** the active announcement shown before checkout ('' when none; when announcement_before_checkout) */
    checkout_announcement: z.string(),
    /** SPEC §3 restaurantTicketTimes: the ticket times ([] without settings.ticketingSystem) */
    restaurantTicketTimes: z.array(ticketTimeSchema),
    /** SPEC §3 ticketTimeAvailable: some slot ahead can still be booked (SPEC §5 'no available booking times' when not) */
    ticketTimeAvailable: z.boolean(),
  })
  .extend(specRestaurantFieldsSchema.shape);
export type RestaurantInfo = z.infer<typeof restaurantInfoSchema>;
export const restaurantInfoResponseSchema = dataEnvelope(restaurantInfoSchema);

export const restaurantIdResponseSchema = dataEnvelope(z.object({ id: z.number() }));

export const legalContentSchema = z.object({
  about_us: z.string(),
  privacy_policy: z.string(),
  imprint: z.string(),
  terms_and_conditions: z.string(),
});
export const legalContentResponseSchema = dataEnvelope(legalContentSchema);

export const informationPagesResponseSchema = dataEnvelope(
  z.array(z.object({ id: z.number(), title: z.string(), content: z.string() })),
);

export const postalCodesResponseSchema = dataEnvelope(
  z.array(
    z.object({
      postal_code: z.string(),
      shipping_price: minorUnits(),
      minimum_order_value: minorUnits(),
      free_from: z.number().int().nullable(),
    }),
  ),
);
