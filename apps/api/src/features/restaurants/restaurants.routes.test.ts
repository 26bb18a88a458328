import type { RestaurantInfo } from '@tavola/contracts';
import { schema } from '@tavola/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/test-app';

/** SPEC §3 Restaurant info, §7 restaurant-by-id / -by-slug / id, imprint, informationPages, postalCodes. */

interface ErrorBody {
  message: { type: string; body: string };
  errors?: Record<string, string[]>;
}

let ctx: TestContext;
let olive: number;
let sakura: number;

async function restaurantIdOf(slug: string): Promise<number> {
  const [row] = await ctx.deps.db
    .select({ id: schema.restaurants.id })
    .from(schema.restaurants)
    .where(eq(schema.restaurants.slug, slug));
  if (!row) throw new Error(`demo restaurant ${slug} is missing`);
  return row.id;
}

beforeAll(async () => {
  ctx = await createTestContext();
  olive = await restaurantIdOf('olive-linde');
  sakura = await restaurantIdOf('sakura-ramen');
  // payment secrets exist in the database, so a leak would show in the answers below
  await ctx.deps.db.insert(schema.restaurantPaymentCredentials).values([
    { restaurantId: olive, provider: 'mollie', credentials: { apiKey: 'test_leakcheck_mollie_key' } },
    {
      restaurantId: olive,
      provider: 'saferPay',
      credentials: { customerId: '123', terminalId: '456', secret: 'leakcheck-saferpay-secret' },
    },
  ]);
});
afterAll(() => ctx?.close());

const infoOf = async (url: string, query: Record<string, string | number>) => {
  const response = await ctx.get(url, query);
  expect(response.statusCode, response.body).toBe(200);
  return { info: response.json<{ data: RestaurantInfo }>().data, raw: response.body };
};

describe('GET /api/restaurant/restaurant-by-id', () => {
  it('describes Olive & Linde: name, EUR, Europe/Berlin, address', async () => {
    const { info } = await infoOf('/api/restaurant/restaurant-by-id', { restaurantId: olive });
    expect(info.id).toBe(olive);
    expect(info.slug).toBe('olive-linde');
    expect(info.name).toBe('Olive & Linde');
    expect(info.currency).toBe('EUR');
    expect(info.time_zone).toBe('Europe/Berlin');
    expect(info.address.city).toBe('Berlin');
    expect(info.lang).toBe('de');
    expect(typeof info.closed).toBe('boolean');
  });

  it('fills every settings default the stored settings leave out', async () => {
    const [row] = await ctx.deps.db
      .select({ settings: schema.restaurants.settings })
      .from(schema.restaurants)
      .where(eq(schema.restaurants.id, olive));
    // the seed names only what differs; these keys come from the defaults
    expect(row!.settings).not.toHaveProperty('ticketingSystem');
    expect(row!.settings).not.toHaveProperty('personal_information_fields');
    const { info } = await infoOf('/api/restaurant/restaurant-by-id', { restaurantId: olive });
    expect(info.settings.ticketingSystem).toBe(false);
    expect(info.settings.zero_price_format).toMatch(/^(zero|free|empty)$/);
    expect(info.settings.personal_information_fields).toMatchObject({
      name: 'required',
      product_comment: true,
    });
    expect(info.settings.meta).toEqual({
      show_open_hours: expect.any(Boolean),
      foot_note: expect.stringMatching(/^(bottom|top)$/),
    });
    expect(info.settings.lead_minutes).toEqual({
      delivery: expect.any(Number),
      pickup: expect.any(Number),
      here: expect.any(Number),
    });
    // and the stored values still win over the defaults
    expect(info.settings.delivery_average_time).toBe(row!.settings.delivery_average_time);
    expect(info.settings.paymentMethods).toEqual(row!.settings.paymentMethods);
  });

  it('lists the opening hours per delivery type as weekday/open_at/close_at arrays', async () => {
    const { info } = await infoOf('/api/restaurant/restaurant-by-id', { restaurantId: olive });
    const hours = await ctx.deps.db
      .select()
      .from(schema.openingHours)
      .where(eq(schema.openingHours.restaurantId, olive));
    const lists = {
      delivery: info.restaurantAvailableTimes,
      pickup: info.restaurantTakeawayTimes,
      here: info.hereTimes,
    };
    for (const [type, list] of Object.entries(lists)) {
      expect(Array.isArray(list), type).toBe(true);
      expect(list.length, type).toBe(hours.filter((hour) => hour.deliveryType === type).length);
      expect(list.length, type).toBeGreaterThan(0);
      for (const window of list) {
        expect(window.weekday).toBeGreaterThanOrEqual(0);
        expect(window.weekday).toBeLessThanOrEqual(6);
        expect(window.open_at).toMatch(/^\d{2}:\d{2}$/);
        expect(window.close_at).toMatch(/^\d{2}:\d{2}$/);
      }
    }
    expect(Array.isArray(info.restaurant_close_times)).toBe(true);
  });

  it('flags which legal texts exist', async () => {
    const { info } = await infoOf('/api/restaurant/restaurant-by-id', { restaurantId: olive });
    expect(info.legal).toEqual({
      about_us: true,
      privacy_policy: true,
      imprint: true,
      terms_and_conditions: true,
    });
    const legal = await ctx.deps.db
      .select()
      .from(schema.legalContents)
      .where(eq(schema.legalContents.restaurantId, sakura));
    const { info: second } = await infoOf('/api/restaurant/restaurant-by-id', { restaurantId: sakura });
    for (const kind of ['about_us', 'privacy_policy', 'imprint', 'terms_and_conditions'] as const) {
      expect(second.legal[kind], kind).toBe(legal.some((entry) => entry.kind === kind));
    }
  });

  it('never carries payment credentials', async () => {
    for (const [url, query] of [
      ['/api/restaurant/restaurant-by-id', { restaurantId: olive }],
      ['/api/restaurant/restaurant-by-slug', { slug: 'olive-linde' }],
      ['/api/restaurant/restaurant-by-id', { restaurantId: olive, lang: 'de' }],
    ] as const) {
      const { raw } = await infoOf(url, query);
      expect(raw).not.toMatch(/credentials/i);
      expect(raw).not.toMatch(/apiKey/i);
      expect(raw).not.toMatch(/secret/i);
      expect(raw).not.toContain('leakcheck');
    }
  });

  it('localizes texts: the pinned products label differs between English and German', async () => {
    const { info: en } = await infoOf('/api/restaurant/restaurant-by-id', {
      restaurantId: olive,
      lang: 'en',
    });
    const { info: de } = await infoOf('/api/restaurant/restaurant-by-id', {
      restaurantId: olive,
      lang: 'de',
    });
    expect(en.pinned_products_label).not.toBe('');
    expect(de.pinned_products_label).not.toBe(en.pinned_products_label);
    expect(de.name).toBe(en.name);
  });

  it('describes the second restaurant as itself', async () => {
    const { info } = await infoOf('/api/restaurant/restaurant-by-id', { restaurantId: sakura });
    expect(info.id).toBe(sakura);
    expect(info.slug).toBe('sakura-ramen');
    expect(info.name).not.toBe('Olive & Linde');
  });

  it('answers 404 for an unknown id', async () => {
    const response = await ctx.get('/api/restaurant/restaurant-by-id', {
      restaurantId: Math.max(olive, sakura) + 999,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json<ErrorBody>().message.body).toBe('The restaurant does not exist.');
  });
});

describe('GET /api/restaurant/restaurant-by-slug and /api/restaurant/id', () => {
  it('by slug answers the same info as by id', async () => {
    const { info: bySlug } = await infoOf('/api/restaurant/restaurant-by-slug', { slug: 'olive-linde' });
    const { info: byId } = await infoOf('/api/restaurant/restaurant-by-id', { restaurantId: olive });
    expect({ ...bySlug, closed: undefined }).toEqual({ ...byId, closed: undefined });
  });

  it('id answers the id of a slug', async () => {
    for (const [slug, id] of [
      ['olive-linde', olive],
      ['sakura-ramen', sakura],
    ] as const) {
      const response = await ctx.get('/api/restaurant/id', { slug });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ data: { id } });
    }
  });

  it('answers 404 for an unknown slug, and 422 without one', async () => {
    for (const url of ['/api/restaurant/restaurant-by-slug', '/api/restaurant/id']) {
      const unknown = await ctx.get(url, { slug: 'no-such-place' });
      expect(unknown.statusCode, url).toBe(404);
      expect(unknown.json<ErrorBody>().message.body).toBe('The restaurant does not exist.');
      const missing = await ctx.get(url);
      expect(missing.statusCode, url).toBe(422);
      expect(missing.json<ErrorBody>().errors?.slug).toEqual(['The slug field is required.']);
    }
  });

  it('does not match slugs by pattern or case', async () => {
    for (const slug of ['olive%', 'olive_linde', 'OLIVE-LINDE']) {
      const response = await ctx.get('/api/restaurant/id', { slug });
      expect(response.statusCode, slug).toBe(404);
    }
  });
});

describe('GET /api/restaurant/imprint', () => {
  it('answers the four legal texts in the requested language', async () => {
    const en = await ctx.get('/api/restaurant/imprint', { restaurantId: olive });
    const de = await ctx.get('/api/restaurant/imprint', { restaurantId: olive, lang: 'de' });
    expect(en.statusCode).toBe(200);
    const english = en.json<{ data: Record<string, string> }>().data;
    const german = de.json<{ data: Record<string, string> }>().data;
    for (const kind of ['about_us', 'privacy_policy', 'imprint', 'terms_and_conditions']) {
      expect(english[kind]?.length, kind).toBeGreaterThan(20);
      expect(german[kind], kind).not.toBe(english[kind]);
    }
    expect(english.imprint).toMatch(/Imprint/);
    expect(german.imprint).toMatch(/Impressum/);
  });

  it("never mixes in the other restaurant's texts", async () => {
    const olives = (await ctx.get('/api/restaurant/imprint', { restaurantId: olive })).json<{
      data: Record<string, string>;
    }>();
    const sakuras = (await ctx.get('/api/restaurant/imprint', { restaurantId: sakura })).json<{
      data: Record<string, string>;
    }>();
    expect(sakuras.data.imprint).not.toBe(olives.data.imprint);
    expect(sakuras.data.imprint).not.toContain('Olive');
  });
});

describe('GET /api/restaurant/informationPages', () => {
  it('answers the pages with title and content, in priority order', async () => {
    const response = await ctx.get('/api/restaurant/informationPages', { restaurantId: olive });
    expect(response.statusCode).toBe(200);
    const pages = response.json<{ data: { id: number; title: string; content: string }[] }>().data;
    const stored = await ctx.deps.db
      .select()
      .from(schema.informationPages)
      .where(eq(schema.informationPages.restaurantId, olive));
    expect(pages.length).toBe(stored.length);
    expect(pages.length).toBeGreaterThan(0);
    for (const page of pages) {
      expect(page.title).not.toBe('');
      expect(page.content).not.toBe('');
    }
    const priorities = pages.map((page) => stored.find((row) => row.id === page.id)!.priority);
    expect(priorities).toEqual([...priorities].sort((a, b) => a - b));
    expect(pages[0]!.title).toBe(stored.find((row) => row.id === pages[0]!.id)!.title.en);
  });

  it('the info lists the same pages by title', async () => {
    const pages = (
      await ctx.get('/api/restaurant/informationPages', { restaurantId: olive, lang: 'fr' })
    ).json<{
      data: { id: number; title: string }[];
    }>().data;
    const { info } = await infoOf('/api/restaurant/restaurant-by-id', { restaurantId: olive, lang: 'fr' });
    expect(info.informationPages).toEqual(pages.map(({ id, title }) => ({ id, title })));
  });
});

describe('GET /api/restaurant/postalCodes', () => {
  it('answers the delivery areas with integer prices', async () => {
    const response = await ctx.get('/api/restaurant/postalCodes', { restaurantId: olive });
    expect(response.statusCode).toBe(200);
    const areas = response.json<{
      data: {
        postal_code: string;
        shipping_price: number;
        minimum_order_value: number;
        free_from: number | null;
      }[];
    }>().data;
    const stored = await ctx.deps.db
      .select()
      .from(schema.deliveryAreas)
      .where(eq(schema.deliveryAreas.restaurantId, olive));
    expect(areas.length).toBe(stored.length);
    expect(areas.length).toBeGreaterThan(0);
    for (const area of areas) {
      expect(area.postal_code).toMatch(/^\d+$/);
      expect(Number.isInteger(area.shipping_price)).toBe(true);
      expect(Number.isInteger(area.minimum_order_value)).toBe(true);
      if (area.free_from !== null) expect(Number.isInteger(area.free_from)).toBe(true);
    }
    expect(areas.map((area) => area.postal_code)).toContain('10435');
  });

  it("answers only the restaurant's own areas", async () => {
    const stored = await ctx.deps.db
      .select()
      .from(schema.deliveryAreas)
      .where(eq(schema.deliveryAreas.restaurantId, sakura));
    const response = await ctx.get('/api/restaurant/postalCodes', { restaurantId: sakura });
    const codes = response.json<{ data: { postal_code: string }[] }>().data.map((area) => area.postal_code);
    expect(codes.sort()).toEqual(stored.map((area) => area.postalCode).sort());
  });
});
