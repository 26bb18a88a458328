import type { RestaurantSearchResult } from '@tavola/contracts';
import { restaurantThemeSchema } from '@tavola/contracts';
import type { Database } from '@tavola/db';
import {
  type DeliveryCalendar,
  type DeliveryType,
  formatLocalDateTime,
  rankSearchResults,
  resolveText,
  type SearchAvailability,
  type SearchStatus,
  searchAvailability,
  type Weekday,
} from '@tavola/domain';
import type { Locale } from '@tavola/i18n';
import { mediaUrl } from '../../lib/media-url';
import { restaurantLocale, restaurantSettings } from '../restaurants';
import { candidateRestaurants, searchFacts } from './restaurant-search.repository';

export interface RestaurantSearch {
  postalCode: string;
  deliveryType: DeliveryType;
  status?: SearchStatus;
  limit: number;
}

const byRestaurant = <T extends { restaurantId: number }>(rows: readonly T[]) => {
  const map = new Map<number, T[]>();
  for (const row of rows) map.set(row.restaurantId, [...(map.get(row.restaurantId) ?? []), row]);
  return map;
};

/**
 * Issue 19, SPEC §7 `GET api/restaurant`: the restaurants that take an order of the type for
 * the postal code (the type offered, the shop on), with when (packages/domain's
 * searchAvailability on each one's own calendar and zone), ranked by rankSearchResults.
 */
export async function searchRestaurants(
  db: Database,
  search: RestaurantSearch,
  locale: Locale,
  now = Date.now(),
): Promise<RestaurantSearchResult[]> {
  const candidates = (await candidateRestaurants(db, search.postalCode, search.deliveryType))
    .map((candidate) => ({ ...candidate, settings: restaurantSettings(candidate.restaurant) }))
    .filter(({ settings }) => settings.has_shop && settings.deliveryTypes.includes(search.deliveryType));
  const facts = await searchFacts(
    db,
    candidates.map(({ restaurant }) => restaurant.id),
    search.deliveryType,
  );
  const hours = byRestaurant(facts.hours);
  const closures = byRestaurant(facts.closures);
  const ratings = new Map(facts.ratings.map((rating) => [rating.restaurantId, rating]));

  const available = candidates.flatMap((candidate) => {
    const { restaurant, settings } = candidate;
    const calendar: DeliveryCalendar = {
      zone: restaurant.timeZone,
      windows: (hours.get(restaurant.id) ?? []).map((hour) => ({
        weekday: hour.weekday as Weekday,
        openAt: hour.openAt,
        closeAt: hour.closeAt,
      })),
      closeTimes: closures.get(restaurant.id) ?? [],
      leadMinutes: settings.lead_minutes[search.deliveryType],
      availableDays: settings.available_days[search.deliveryType],
      closed: settings.closed,
    };
    const availability = searchAvailability(calendar, now);
    if (!availability) return [];
    const rating = ratings.get(restaurant.id);
    return [
      {
        ...candidate,
        name: restaurant.name,
        availability,
        rating: rating ? Math.round(rating.average * 10) / 10 : null,
        ratingCount: rating?.count ?? 0,
      },
    ];
  });

  return rankSearchResults(available, search).map(
    ({ restaurant, area, availability, rating, ratingCount }) => ({
      id: restaurant.id,
      slug: restaurant.slug,
      name: restaurant.name,
      logo: mediaUrl(restaurantThemeSchema.parse(restaurant.theme).logoId),
      cuisine: resolveText(restaurant.cuisine, locale, restaurantLocale(restaurant)),
      delivery_type: search.deliveryType,
      shipping_price: area?.shippingPrice ?? 0,
      minimum_order_value: area?.minimumOrderValue ?? 0,
      free_from: area?.freeFrom ?? null,
      currency: restaurant.currency,
      status: availability.status,
      next_time: nextTimeText(availability),
      time_zone: restaurant.timeZone,
      rating,
      rating_count: ratingCount,
    }),
  );
}

const nextTimeText = (availability: SearchAvailability) =>
  availability.nextTime ? formatLocalDateTime(availability.nextTime) : null;
