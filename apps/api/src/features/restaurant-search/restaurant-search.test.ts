import type { RestaurantSearchResult } from '@tavola/contracts';
import { schema } from '@tavola/db';
import type { DeliveryType } from '@tavola/domain';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type ErrorBody, restaurantIdOf } from '../../test/demo-fixtures';
import { createTestContext, type TestContext } from '../../test/test-app';

/**
 * Issue 19, SPEC §7 `GET api/restaurant`: restaurants for a postal code and delivery type,
 * open now or later, ranked; 404 no_restaurant_in_area when none; inactive ones never shown.
 * The clock stands on Wednesday 25 November 2026, 12:00 in Berlin.
 */

const town = '99001';
let ctx: TestContext;
const everyDay = [0, 1, 2, 3, 4, 5, 6] as const;

interface RestaurantSeed {
  slug: string;
  name: string;
  postalCode?: string;
  active?: boolean;
  settings?: Record<string, unknown>;
  cuisine?: Record<string, string>;
  /** the same window every day, for every delivery type */
  hours: [string, string];
  area?: { shippingPrice: number; minimumOrderValue: number };
  ratings?: number[];
}

async function addRestaurant(seed: RestaurantSeed): Promise<number> {
  const { db } = ctx.deps;
  const [row] = await db
    .insert(schema.restaurants)
    .values({
      slug: seed.slug,
      name: seed.name,
      postalCode: seed.postalCode ?? '99999',
      timeZone: 'Europe/Berlin',
      currency: 'EUR',
      defaultLang: 'de',
      active: seed.active ?? true,
      settings: seed.settings ?? {},
      cuisine: seed.cuisine ?? null,
    })
    .returning({ id: schema.restaurants.id });
  const id = row!.id;
  const types: DeliveryType[] = ['delivery', 'pickup', 'here'];
  await db.insert(schema.openingHours).values(
    types.flatMap((deliveryType) =>
      everyDay.map((weekday) => ({
        restaurantId: id,
        deliveryType,
        weekday,
        openAt: seed.hours[0],
        closeAt: seed.hours[1],
      })),
    ),
  );
  if (seed.area)
    await db.insert(schema.deliveryAreas).values({ restaurantId: id, postalCode: town, ...seed.area });
  if (seed.ratings?.length)
    await db
      .insert(schema.testimonials)
      .values(seed.ratings.map((rating) => ({ restaurantId: id, authorName: 'Guest', rating })));
  return id;
}

const search = (query: Record<string, string | number>) => ctx.get('/api/restaurant', query);
const found = async (query: Record<string, string | number>) => {
  const response = await search(query);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: RestaurantSearchResult[] }>().data;
};
const slugs = (results: RestaurantSearchResult[]) => results.map((result) => result.slug);

beforeAll(async () => {
  ctx = await createTestContext();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-25T12:00:00+01:00'));
  const area = { shippingPrice: 290, minimumOrderValue: 1500 };
  await addRestaurant({
    slug: 'noon-kitchen',
    name: 'Noon Kitchen',
    hours: ['10:00', '22:00'],
    area,
    cuisine: { en: 'Lebanese · Grill', de: 'Libanesisch · Grill' },
    ratings: [5, 4, 4],
  });
  await addRestaurant({ slug: 'evening-bistro', name: 'Evening Bistro', hours: ['18:00', '22:00'], area });
  await addRestaurant({
    slug: 'all-day-cafe',
    name: 'All Day Café',
    hours: ['08:00', '20:00'],
    area: { shippingPrice: 0, minimumOrderValue: 0 },
  });
  await addRestaurant({
    slug: 'closed-for-good',
    name: 'Closed for Good',
    hours: ['10:00', '22:00'],
    area,
    active: false,
  });
  await addRestaurant({
    slug: 'no-delivery',
    name: 'No Delivery',
    hours: ['10:00', '22:00'],
    area,
    settings: { deliveryTypes: ['pickup'] },
  });
  await addRestaurant({
    slug: 'no-shop',
    name: 'No Shop',
    hours: ['10:00', '22:00'],
    area,
    settings: { has_shop: false },
  });
  await addRestaurant({
    slug: 'corner-pickup',
    name: 'Corner Pickup',
    hours: ['10:00', '22:00'],
    postalCode: town,
  });
});
afterAll(async () => {
  vi.useRealTimers();
  await ctx?.close();
});

describe('GET /api/restaurant (issue 19)', () => {
  it('lists who delivers to the postal code, open now first, with fee, minimum and next time there', async () => {
    const results = await found({ postalCode: town, deliveryType: 'delivery', lang: 'en' });
    // All Day Café and Noon Kitchen are open (the café's next slot is no later; its rating is none)
    expect(slugs(results)).toEqual(['noon-kitchen', 'all-day-cafe', 'evening-bistro']);
    const [noon, , evening] = results;
    expect(noon).toMatchObject({
      name: 'Noon Kitchen',
      cuisine: 'Lebanese · Grill',
      delivery_type: 'delivery',
      shipping_price: 290,
      minimum_order_value: 1500,
      currency: 'EUR',
      status: 'open_now',
      // 12:00 plus the default 45 minutes' lead
      next_time: '2026-11-25 12:45',
      time_zone: 'Europe/Berlin',
      rating: 4.3,
      rating_count: 3,
      logo: null,
    });
    expect(evening).toMatchObject({
      status: 'later',
      next_time: '2026-11-25 18:00',
      rating: null,
      rating_count: 0,
    });
  });

  it('gives the cuisine line in the asked language, else the restaurant’s own', async () => {
    const [german] = await found({ postalCode: town, lang: 'de' });
    expect(german?.cuisine).toBe('Libanesisch · Grill');
    const [french] = await found({ postalCode: town, lang: 'fr' });
    expect(french?.cuisine).toBe('Libanesisch · Grill');
  });

  it('never lists an inactive restaurant, one without the type, or one without a shop', async () => {
    const all = slugs(await found({ postalCode: town, limit: 50 }));
    expect(all).not.toContain('closed-for-good');
    expect(all).not.toContain('no-delivery');
    expect(all).not.toContain('no-shop');
  });

  it('keeps only the asked status', async () => {
    expect(slugs(await found({ postalCode: town, status: 'later' }))).toEqual(['evening-bistro']);
    expect(slugs(await found({ postalCode: town, status: 'open_now' }))).toEqual([
      'noon-kitchen',
      'all-day-cafe',
    ]);
  });

  it('stops at the limit', async () => {
    expect(slugs(await found({ postalCode: town, limit: 1 }))).toEqual(['noon-kitchen']);
  });

  it('finds pickup at restaurants in the postal code or delivering to it, without a fee', async () => {
    const results = await found({ postalCode: town, deliveryType: 'pickup', limit: 50 });
    expect(slugs(results)).toEqual(
      expect.arrayContaining(['corner-pickup', 'no-delivery', 'noon-kitchen', 'evening-bistro']),
    );
    expect(slugs(results)).not.toContain('closed-for-good');
    expect(results.every((result) => result.shipping_price === 0 && result.minimum_order_value === 0)).toBe(
      true,
    );
  });

  it('finds a demo restaurant by its delivery area', async () => {
    const results = await found({ postalCode: '10437', status: 'open_now' });
    expect(results.map((result) => result.id)).toEqual([restaurantIdOf(ctx, 'olive-linde')]);
    expect(results[0]).toMatchObject({ shipping_price: 250, minimum_order_value: 1500 });
  });

  it('answers 404 no_restaurant_in_area for a postal code nobody serves, in the asked language', async () => {
    const english = await search({ postalCode: '55555', lang: 'en' });
    expect(english.statusCode).toBe(404);
    expect(english.json<ErrorBody>().message).toMatchObject({
      type: 'error',
      body: 'There is no restaurant in this area.',
    });
    const german = await search({ postalCode: '55555', lang: 'de' });
    expect(german.json<ErrorBody>().message.body).toBe('In diesem Gebiet gibt es kein Restaurant.');
  });

  it('answers 404 as well when restaurants serve the code, but none with the asked status', async () => {
    const response = await search({
      postalCode: '8004',
      deliveryType: 'delivery',
      status: 'later',
      limit: 50,
    });
    const open = await search({
      postalCode: '8004',
      deliveryType: 'delivery',
      status: 'open_now',
      limit: 50,
    });
    // Sakura delivers to 8004: whichever status it has, the other one finds nobody
    expect([response.statusCode, open.statusCode].sort()).toEqual([200, 404]);
  });

  it('refuses a malformed postal code, limit or status with 422 naming the field', async () => {
    for (const [query, field] of [
      [{ postalCode: 'abc' }, 'postalCode'],
      [{}, 'postalCode'],
      [{ postalCode: town, limit: 51 }, 'limit'],
      [{ postalCode: town, limit: 0 }, 'limit'],
      [{ postalCode: town, status: 'soon' }, 'status'],
      [{ postalCode: town, deliveryType: 'drone' }, 'deliveryType'],
    ] as const) {
      const response = await search(query);
      expect(response.statusCode, JSON.stringify(query)).toBe(422);
      expect(Object.keys(response.json<ErrorBody>().errors ?? {})).toContain(field);
    }
    // issue 33: "abc" is told what a postal code is, not that nobody serves it
    const abc = await search({ postalCode: 'abc' });
    expect(abc.json<ErrorBody>().errors?.postalCode).toEqual([
      'The postalCode must be a postal code of 4 or 5 digits.',
    ]);
  });

  it('answers only public storefront data: no settings, contact details or credentials', async () => {
    const response = await search({ postalCode: '10435', limit: 50 });
    const [first] = response.json<{ data: RestaurantSearchResult[] }>().data;
    expect(Object.keys(first ?? {}).sort()).toEqual(
      [
        'currency',
        'cuisine',
        'delivery_type',
        'free_from',
        'id',
        'logo',
        'minimum_order_value',
        'name',
        'next_time',
        'rating',
        'rating_count',
        'shipping_price',
        'slug',
        'status',
        'time_zone',
      ].sort(),
    );
  });
});
