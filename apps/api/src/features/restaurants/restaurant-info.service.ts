import type { OpeningWindowDto, RestaurantInfo } from '@tavola/contracts';
import { restaurantSettingsSchema, restaurantThemeSchema } from '@tavola/contracts';
import type { Database } from '@tavola/db';
import {
  type CloseTimeRange,
  type DeliveryType,
  epochOfLocal,
  isInCloseTime,
  isOpenAt,
  lastBookableDate,
  type OpeningWindow,
  offeredPaymentMethods,
  resolveText,
  ticketTimeAvailable,
  toLocalMoment,
  type Weekday,
} from '@tavola/domain';
import { isLocale, type Locale } from '@tavola/i18n';
import type { CredentialCipher } from '../../lib/credential-cipher';
import { mediaUrl } from '../../lib/media-url';
import { usedCapacity } from '../capacity';
import { providersWithCredentials, type RestaurantRow, restaurantDetails } from './restaurant.repository';

export function restaurantLocale(row: RestaurantRow): Locale {
  return isLocale(row.defaultLang) ? row.defaultLang : 'en';
}

/** Settings with every default filled (the stored JSON may name only what differs). */
export function restaurantSettings(row: RestaurantRow) {
  return restaurantSettingsSchema.parse(row.settings);
}

const windowsFor = (
  hours: { deliveryType: DeliveryType; weekday: number; openAt: string; closeAt: string }[],
  type: DeliveryType,
) =>
  hours
    .filter((hour) => hour.deliveryType === type)
    .map(
      (hour): OpeningWindow => ({
        weekday: hour.weekday as Weekday,
        openAt: hour.openAt,
        closeAt: hour.closeAt,
      }),
    );

const toDto = (windows: OpeningWindow[]): OpeningWindowDto[] =>
  windows.map((window) => ({ weekday: window.weekday, open_at: window.openAt, close_at: window.closeAt }));

/** SPEC §3 Restaurant info for the storefront, texts in the requested language. */
export async function restaurantInfo(
  db: Database,
  cipher: CredentialCipher,
  row: RestaurantRow,
  locale: Locale,
  now = Date.now(),
): Promise<RestaurantInfo> {
  const fallback = restaurantLocale(row);
  const settings = restaurantSettings(row);
  const theme = restaurantThemeSchema.parse(row.theme);
  const { hours, closeTimes, legal, pages, announcements, ticketTimes } = await restaurantDetails(db, row.id);
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
    // SPEC §4: the guest sees only the payment methods that can work (never zvt or cash_machine)
    settings: {
      ...settings,
      paymentMethods: offeredPaymentMethods(settings.paymentMethods, {
        demoMode: settings.demo_mode,
        providersWithCredentials: await providersWithCredentials(db, cipher, row.id),
      }) as typeof settings.paymentMethods,
    },
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
