import type { OpeningWindowDto, RestaurantInfo, SpecRestaurantFields } from '@tavola/contracts';
import { restaurantSettingsSchema, restaurantThemeSchema } from '@tavola/contracts';
import type { Database } from '@tavola/db';
import {
  type CloseTimeRange,
  epochOfLocal,
  isInCloseTime,
  isOpenAt,
  lastBookableDate,
  type OpeningWindow,
  offeredPaymentMethods,
  orderableDeliveryTypes,
  resolveText,
  ticketTimeAvailable,
  toLocalMoment,
} from '@tavola/domain';
import { isLocale, type Locale, serverTranslator } from '@tavola/i18n';
import type { CredentialCipher } from '../../lib/credential-cipher';
import { mediaUrl } from '../../lib/media-url';
import { usedCapacity } from '../capacity';
import { providersWithCredentials, type RestaurantRow, restaurantDetails } from './restaurant.repository';
import { typeSchedules, windowsFor } from './type-schedules';

export function restaurantLocale(row: RestaurantRow): Locale {
  return isLocale(row.defaultLang) ? row.defaultLang : 'en';
}

/** Settings with every default filled (the stored JSON may name only what differs). */
const parsedSettings = new WeakMap<RestaurantRow, ReturnType<typeof restaurantSettingsSchema.parse>>();
/**
 * The row's settings with the contract's defaults, parsed once per row: the restaurant lookup
 * hands out the same row object until a write forgets it, and the menu, the hottest path, reads
 * the settings on every request (issue 21).
 */
export function restaurantSettings(row: RestaurantRow) {
  let settings = parsedSettings.get(row);
  if (!settings) {
    settings = restaurantSettingsSchema.parse(row.settings);
    parsedSettings.set(row, settings);
  }
  return settings;
}

const toDto = (windows: OpeningWindow[]): OpeningWindowDto[] =>
  windows.map((window) => ({ weekday: window.weekday, open_at: window.openAt, close_at: window.closeAt }));

/** SPEC §3 Restaurant info for the storefront, texts in the requested language. */
export async function restaurantInfo(
  db: Database,
  cipher: CredentialCipher,
  row: RestaurantRow,
  locale: Locale,
  options: { storageUrl: string; now?: number },
): Promise<RestaurantInfo> {
  const now = options.now ?? Date.now();
  const fallback = restaurantLocale(row);
  const stored = restaurantSettings(row);
  // SPEC §4: the guest sees only the payment methods that can work (never zvt or cash_machine)
  const settings = {
    ...stored,
    paymentMethods: offeredPaymentMethods(stored.paymentMethods, {
      demoMode: stored.demo_mode,
      providersWithCredentials: await providersWithCredentials(db, cipher, row.id),
    }) as typeof stored.paymentMethods,
  };
  const theme = restaurantThemeSchema.parse(row.theme);
  const { hours, closeTimes, legal, pages, announcements, ticketTimes } = await restaurantDetails(db, row.id);
  // issue 33: a switched-on type without hours, or closed on every day guests may order for,
  // is not offered (a guest would find no date and a refused order)
  // (a ticketing restaurant's times are its classes' slots: its opening hours do not decide)
  if (!stored.ticketingSystem)
    settings.deliveryTypes = orderableDeliveryTypes(
      stored.deliveryTypes,
      typeSchedules(row, stored.available_days, hours, closeTimes),
      now,
    ) as typeof stored.deliveryTypes;
  const moment = toLocalMoment(now, row.timeZone);
  const windows = {
    delivery: windowsFor(hours, 'delivery'),
    pickup: windowsFor(hours, 'pickup'),
    here: windowsFor(hours, 'here'),
  };
  const openNow =
    !isInCloseTime(closeTimes, moment) &&
    settings.deliveryTypes.some((type) => isOpenAt(windows[type], moment));
  const announcementText = (kind: 'general' | 'before_checkout') =>
    resolveText(announcements.find((entry) => entry.kind === kind)?.content, locale, fallback);
  const hasLegal = (kind: string) =>
    legal.some((entry) => entry.kind === kind && resolveText(entry.content, locale, fallback) !== '');
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    address: { street: row.street, postal_code: row.postalCode, city: row.city, country: row.country },
    telephon: row.telephone,
    email: row.email,
    social_links: row.socialLinks,
    time_zone: row.timeZone,
    currency: row.currency,
    lang: fallback,
    pinned_products_label: resolveText(row.pinnedProductsLabel, locale, fallback),
    closed: settings.closed || !openNow,
    closeMessage: resolveText(row.closeMessage, locale, fallback),
    settings,
    theme: { ...theme, logo: mediaUrl(theme.logoId), mainImage: mediaUrl(theme.mainImageId) },
    restaurantAvailableTimes: toDto(windows.delivery),
    restaurantTakeawayTimes: toDto(windows.pickup),
    hereTimes: toDto(windows.here),
    restaurant_close_times: closeTimes.map((range) => ({ starts_at: range.startsAt, ends_at: range.endsAt })),
    legal: {
      about_us: hasLegal('about_us'),
      privacy_policy: hasLegal('privacy_policy'),
      imprint: hasLegal('imprint'),
      terms_and_conditions: hasLegal('terms_and_conditions'),
    },
    informationPages: pages.map((page) => ({
      id: page.id,
      title: resolveText(page.title, locale, fallback),
    })),
    announcement: announcementText('general'),
    checkout_announcement: announcementText('before_checkout'),
    ...(await ticketingInfo(db, row, settings.ticketingSystem ? ticketTimes : [], closeTimes, now)),
    ...specFields(settings, theme, closeTimes, locale, options.storageUrl),
  };
}

/**
 * SPEC §3 restaurant info under the SPEC's names (decision 040): the same settings the web app
 * reads under `settings`, flattened and renamed, so a client written against the SPEC alone works.
 */
export function specFields(
  settings: ReturnType<typeof restaurantSettings>,
  theme: ReturnType<typeof restaurantThemeSchema.parse>,
  closeTimes: CloseTimeRange[],
  locale: Locale,
  storageUrl: string,
): SpecRestaurantFields {
  const t = serverTranslator(locale);
  const text = (flag: boolean) => (flag ? 'true' : 'false');
  return {
    branding: settings.branding,
    delivery_average_time: settings.delivery_average_time,
    deliveryTypes: settings.deliveryTypes,
    paymentMethods: settings.paymentMethods,
    paymentMethodNames: Object.fromEntries(
      settings.paymentMethods.map((method) => [method, t(`payment_method_${method}`)]),
    ),
    restaurant_end_close_times: closeTimes.map((range) => range.endsAt),
    delivery_hours: settings.lead_minutes.delivery,
    pickup_hours: settings.lead_minutes.pickup,
    here_hours: settings.lead_minutes.here,
    delivery_available_days: settings.available_days.delivery,
    pickup_available_days: settings.available_days.pickup,
    here_available_days: settings.available_days.here,
    search_enabled: settings.search_enabled,
    tip_request: settings.tip_request,
    available_voucher: settings.available_voucher,
    pre_order_for_happy_hour: settings.pre_order_for_happy_hour,
    ignore_pre_order_timing_by_display: settings.ignore_pre_order_timing_by_display,
    has_announcement: settings.has_announcement,
    announcement_before_checkout: settings.announcement_before_checkout,
    personal_information_fields: settings.personal_information_fields,
    allergies: settings.allergies,
    reservation_table: settings.reservation_table,
    robot_request_available: settings.robot_request_available,
    allow_multi_date_order: settings.allow_multi_date_order,
    zero_price_format: settings.zero_price_format,
    ticketingSystem: settings.ticketingSystem,
    meta: settings.meta,
    has_blog: settings.has_blog,
    registration_enabled: settings.registration_enabled,
    login_required: settings.login_required,
    has_person_on_table: settings.has_person_on_table,
    recaptcha_site_key: settings.recaptcha_site_key,
    logo: mediaUrl(theme.logoId),
    logoShape: theme.logoShape,
    mainImage: mediaUrl(theme.mainImageId),
    storageURL: storageUrl,
    eventMode: theme.eventMode,
    sideMenu: theme.sideMenu,
    has_shop: text(settings.has_shop),
    has_landing: text(settings.has_landing),
  };
}

type TicketTimeRow = Awaited<ReturnType<typeof restaurantDetails>>['ticketTimes'][number];

/** SPEC §3 restaurantTicketTimes and ticketTimeAvailable (is any slot ahead still bookable). */
async function ticketingInfo(
  db: Database,
  row: RestaurantRow,
  times: TicketTimeRow[],
  closeTimes: CloseTimeRange[],
  now: number,
): Promise<Pick<RestaurantInfo, 'restaurantTicketTimes' | 'ticketTimeAvailable'>> {
  if (times.length === 0) return { restaurantTicketTimes: [], ticketTimeAvailable: false };
  const calendar = {
    zone: row.timeZone,
    times,
    closeTimes,
    availableDays: restaurantSettings(row).available_days.pickup,
  };
  const last = new Date(epochOfLocal(lastBookableDate(calendar, now), 1440, row.timeZone));
  const taken = await usedCapacity(db, row.id, 'ticket', new Date(now), last);
  return {
    restaurantTicketTimes: times.map((time) => ({
      id: time.id,
      start_date: time.startDate,
      end_date: time.endDate,
      weekday: time.weekday,
      time: time.time,
      duration: time.duration,
      capacity: time.capacity,
    })),
    ticketTimeAvailable: ticketTimeAvailable(calendar, now, taken),
  };
}
