import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { clientOf } from '../../test/manager-client';
import { managerFixtures } from '../../test/manager-fixtures';
import { createTestContext, type TestContext } from '../../test/test-app';

/**
 * Issue 20 (back office): a manager sets the opening hours, closures, the closed switch,
 * delivery areas and slot capacity of their own restaurant, and the storefront reads them.
 */

interface Hours {
  time_zone: string;
  types: { delivery_type: string; windows: Window[]; lead_minutes: number; available_days: number }[];
  closures: { id: number; starts_at: string; ends_at: string; reason: string }[];
  closed: boolean;
  close_message: Record<string, string>;
}
type Window = { weekday: number; open_at: string; close_at: string };
interface Area {
  id: number;
  postal_code: string;
  fee: number;
  minimum: number;
  free_from: number | null;
}
interface StorefrontInfo {
  closed: boolean;
  closeMessage: string;
  restaurantTakeawayTimes: Window[];
  restaurant_close_times: unknown;
  settings: { lead_minutes: { pickup: number; delivery: number }; available_days: { pickup: number } };
}

let ctx: TestContext;
let f: Awaited<ReturnType<typeof managerFixtures>>;

beforeAll(async () => {
  // the storefront's `closed` reads the opening hours at this instant: a Wednesday, 12:30 in
  // Berlin, inside the lunch shift the tests write, so the file passes at any hour of the day
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
  vi.setSystemTime(new Date('2026-11-25T11:30:00Z'));
  ctx = await createTestContext();
  f = await managerFixtures(ctx);
});
afterAll(async () => {
  await ctx?.close();
  vi.useRealTimers();
});

const as = (token: string, lang = 'en') => clientOf(ctx, token, lang);

const storefront = async (restaurantId: number, lang = 'en') =>
  (await ctx.get('/api/restaurant/restaurant-by-id', { restaurantId }, { 'accept-language': lang })).json()
    .data as StorefrontInfo;

const lunchAndDinner: Window[] = [
  { weekday: 3, open_at: '11:30', close_at: '14:30' },
  { weekday: 3, open_at: '17:30', close_at: '23:00' },
  { weekday: 5, open_at: '18:00', close_at: '02:00' },
];

describe('opening hours per delivery type', () => {
  it("replaces a type's week with split shifts, lead minutes and days ahead; the storefront reads them", async () => {
    const olive = as(f.oliveManager);
    const saved = await olive.post<Hours['types'][number]>('managers/hours/replace', {
      restaurantId: f.olive,
      delivery_type: 'pickup',
      windows: lunchAndDinner,
      lead_minutes: 25,
      available_days: 3,
    });
    expect(saved.status).toBe(200);
    expect(saved.body.message.body).toBe('The opening hours have been saved.');

    const read = await olive.get<Hours>('managers/hours', { restaurantId: f.olive });
    const pickup = read.body.data.types.find((type) => type.delivery_type === 'pickup');
    expect(pickup).toEqual({
      delivery_type: 'pickup',
      windows: lunchAndDinner,
      lead_minutes: 25,
      available_days: 3,
    });
    expect(read.body.data.time_zone).toBe('Europe/Berlin');

    const info = await storefront(f.olive);
    expect(info.restaurantTakeawayTimes).toEqual(lunchAndDinner);
    expect(info.settings.lead_minutes.pickup).toBe(25);
    expect(info.settings.available_days.pickup).toBe(3);
    // the other types keep theirs
    expect(info.settings.lead_minutes.delivery).toBe(
      read.body.data.types.find((type) => type.delivery_type === 'delivery')!.lead_minutes,
    );
  });

  it('answers a bad week on each window field, in the four languages, and keeps the old week', async () => {
    const bad = {
      restaurantId: f.olive,
      delivery_type: 'pickup',
      windows: [
        { weekday: 1, open_at: '11:00', close_at: '15:00' },
        { weekday: 1, open_at: '14:00', close_at: '18:00' },
        { weekday: 2, open_at: '9:00', close_at: '12:00' },
        { weekday: 9, open_at: '10:00', close_at: '12:00' },
      ],
      lead_minutes: 20,
      available_days: 7,
    };
    const english = await as(f.oliveManager).post('managers/hours/replace', bad);
    expect(english.status).toBe(422);
    expect(english.body.errors).toEqual({
      'windows.1.open_at': ['This window overlaps another window of the same day.'],
      'windows.2.open_at': ['Enter the time as HH:MM (00:00 to 23:59).'],
      'windows.3.weekday': ['Choose a weekday from Sunday to Saturday.'],
    });
    const messages = await Promise.all(
      (['de', 'fr', 'ar'] as const).map(
        async (lang) => (await as(f.oliveManager, lang).post('managers/hours/replace', bad)).body.errors,
      ),
    );
    expect(messages.map((errors) => errors?.['windows.1.open_at']?.[0])).toEqual([
      'Dieses Zeitfenster überschneidet sich mit einem anderen desselben Tages.',
      'Ce créneau chevauche un autre créneau du même jour.',
      'هذه الفترة تتداخل مع فترة أخرى في اليوم نفسه.',
    ]);
    const negative = await as(f.oliveManager).post('managers/hours/replace', {
      ...bad,
      windows: [],
      lead_minutes: -5,
    });
    expect(negative.status).toBe(422);
    expect(Object.keys(negative.body.errors ?? {})).toEqual(['lead_minutes']);
    expect((await storefront(f.olive)).restaurantTakeawayTimes).toEqual(lunchAndDinner);
  });
});

describe('closed switch and closures', () => {
  it('closes the storefront now with a message per language, and opens it again', async () => {
    const olive = as(f.oliveManager);
    const closed = await olive.post('managers/hours/closed', {
      restaurantId: f.olive,
      closed: true,
      close_message: { en: 'Back tomorrow', de: 'Morgen wieder da', fr: '', ar: 'نعود غدًا' },
    });
    expect(closed.status).toBe(200);
    expect(await storefront(f.olive)).toMatchObject({ closed: true, closeMessage: 'Back tomorrow' });
    expect((await storefront(f.olive, 'de')).closeMessage).toBe('Morgen wieder da');
    const read = await olive.get<Hours>('managers/hours', { restaurantId: f.olive });
    expect(read.body.data).toMatchObject({
      closed: true,
      close_message: { en: 'Back tomorrow', de: 'Morgen wieder da', fr: '', ar: 'نعود غدًا' },
    });
    await olive.post('managers/hours/closed', { restaurantId: f.olive, closed: false, close_message: {} });
    expect((await olive.get<Hours>('managers/hours', { restaurantId: f.olive })).body.data.closed).toBe(
      false,
    );
  });

  it('adds a closure of whole days with a reason, refuses a backwards range, and deletes it', async () => {
    const olive = as(f.oliveManager);
    const created = await olive.post<Hours['closures'][number]>('managers/closures/create', {
      restaurantId: f.olive,
      start_date: '2027-02-08',
      end_date: '2027-02-10',
      reason: 'Winter break',
    });
    expect(created.status).toBe(200);
    expect(created.body.data).toMatchObject({
      starts_at: '2027-02-08 00:00',
      ends_at: '2027-02-11 00:00',
      reason: 'Winter break',
    });
    const listed = await olive.get<Hours>('managers/hours', { restaurantId: f.olive });
    expect(listed.body.data.closures.map((closure) => closure.reason)).toContain('Winter break');

    const backwards = await as(f.oliveManager, 'fr').post('managers/closures/create', {
      restaurantId: f.olive,
      start_date: '2027-02-10',
      end_date: '2027-02-08',
    });
    expect(backwards.status).toBe(422);
    expect(backwards.body.errors).toEqual({
      end_date: ['Le dernier jour ne peut pas précéder le premier jour.'],
    });

    const id = created.body.data.id;
    expect((await olive.post('managers/closures/delete', { restaurantId: f.olive, id })).status).toBe(200);
    const again = await olive.post('managers/closures/delete', { restaurantId: f.olive, id });
    expect(again.status).toBe(404);
    expect(again.body.message.code).toBe('closure_not_exist');
  });
});

describe('delivery areas and slot capacity', () => {
  it('adds, changes and deletes an area; the storefront charges its fee', async () => {
    const olive = as(f.oliveManager);
    const created = await olive.post<Area>('managers/delivery-areas/create', {
      restaurantId: f.olive,
      postal_code: '10999',
      fee: 290,
      minimum: 1800,
      free_from: 4000,
    });
    expect(created.status).toBe(200);
    expect(created.body.data).toMatchObject({
      postal_code: '10999',
      fee: 290,
      minimum: 1800,
      free_from: 4000,
    });
    const price = async () =>
      (
        await ctx.get('/api/restaurant/shipping-price', {
          restaurantId: f.olive,
          deliveryType: 'delivery',
          postalCode: '10999',
        })
      ).json();
    expect((await price()).data).toEqual({ shippingPrice: 290, minimumOrderValue: 1800, freeFrom: 4000 });

    const changed = await olive.post<Area>('managers/delivery-areas/update', {
      restaurantId: f.olive,
      id: created.body.data.id,
      postal_code: '10999',
      fee: 390,
      minimum: 0,
      free_from: null,
    });
    expect(changed.body.data).toMatchObject({ fee: 390, minimum: 0, free_from: null });
    expect((await price()).data.shippingPrice).toBe(390);

    const listed = await olive.get<{ areas: Area[]; currency: string }>('managers/delivery-areas', {
      restaurantId: f.olive,
    });
    expect(listed.body.data.currency).toBe('EUR');
    expect(listed.body.data.areas.map((area) => area.postal_code)).toContain('10999');

    await olive.post('managers/delivery-areas/delete', { restaurantId: f.olive, id: created.body.data.id });
    const gone = await ctx.get('/api/restaurant/shipping-price', {
      restaurantId: f.olive,
      deliveryType: 'delivery',
      postalCode: '10999',
    });
    expect(gone.statusCode).toBe(422);
  });

  it('answers bad areas per field in four languages, and a second area for a postal code on its field', async () => {
    const bad = { restaurantId: f.olive, postal_code: '10a35', fee: -1, minimum: 12.5, free_from: null };
    const english = await as(f.oliveManager).post('managers/delivery-areas/create', bad);
    expect(english.status).toBe(422);
    expect(Object.keys(english.body.errors ?? {}).sort()).toEqual(['fee', 'minimum', 'postal_code']);
    expect(english.body.errors?.postal_code).toEqual(['The postal_code must contain only digits.']);
    const duplicate = { restaurantId: f.olive, postal_code: '10435', fee: 100, minimum: 0, free_from: null };
    const taken = await Promise.all(
      (['en', 'de', 'fr', 'ar'] as const).map(
        async (lang) =>
          (await as(f.oliveManager, lang).post('managers/delivery-areas/create', duplicate)).body,
      ),
    );
    expect(taken.map((body) => body.errors?.postal_code?.[0])).toEqual([
      'This postal code already has a delivery area.',
      'Für diese Postleitzahl gibt es bereits ein Liefergebiet.',
      'Ce code postal a déjà une zone de livraison.',
      'يوجد بالفعل منطقة توصيل لهذا الرمز البريدي.',
    ]);
  });

  it('sets and lifts the slot capacity', async () => {
    const olive = as(f.oliveManager);
    expect(
      (await olive.post('managers/slot-capacity', { restaurantId: f.olive, slot_capacity: 6 })).status,
    ).toBe(200);
    const read = await olive.get<{ slot_capacity: number | null }>('managers/delivery-areas', {
      restaurantId: f.olive,
    });
    expect(read.body.data.slot_capacity).toBe(6);
    expect(
      (await olive.post('managers/slot-capacity', { restaurantId: f.olive, slot_capacity: 0 })).status,
    ).toBe(422);
    await olive.post('managers/slot-capacity', { restaurantId: f.olive, slot_capacity: null });
    const lifted = await olive.get<{ slot_capacity: number | null }>('managers/delivery-areas', {
      restaurantId: f.olive,
    });
    expect(lifted.body.data.slot_capacity).toBeNull();
  });
});

describe('tenancy', () => {
  it("keeps a manager of Sakura out of Olive's hours, closures and areas, and the other way round", async () => {
    for (const [intruder, victim] of [
      [f.sakuraManager, f.olive],
      [f.oliveManager, f.sakura],
    ] as const) {
      const them = as(intruder);
      expect((await them.get('managers/hours', { restaurantId: victim })).status).toBe(403);
      expect((await them.get('managers/delivery-areas', { restaurantId: victim })).status).toBe(403);
      const writes = await Promise.all([
        them.post('managers/hours/replace', {
          restaurantId: victim,
          delivery_type: 'pickup',
          windows: [],
          lead_minutes: 0,
          available_days: 0,
        }),
        them.post('managers/hours/closed', { restaurantId: victim, closed: true, close_message: {} }),
        them.post('managers/closures/create', {
          restaurantId: victim,
          start_date: '2027-03-01',
          end_date: '2027-03-01',
        }),
        them.post('managers/delivery-areas/create', {
          restaurantId: victim,
          postal_code: '10777',
          fee: 0,
          minimum: 0,
          free_from: null,
        }),
        them.post('managers/slot-capacity', { restaurantId: victim, slot_capacity: 1 }),
      ]);
      expect(writes.map((write) => write.status)).toEqual([403, 403, 403, 403, 403]);
    }
    expect((await storefront(f.olive)).restaurantTakeawayTimes).toEqual(lunchAndDinner);
    expect((await storefront(f.olive)).closed).toBe(false);
  });

  it("refuses a row of another restaurant named through the manager's own", async () => {
    const oliveAreas = await as(f.oliveManager).get<{ areas: Area[] }>('managers/delivery-areas', {
      restaurantId: f.olive,
    });
    const oliveArea = oliveAreas.body.data.areas[0]!;
    const oliveHours = await as(f.oliveManager).get<Hours>('managers/hours', { restaurantId: f.olive });
    const oliveClosure = oliveHours.body.data.closures[0]!;
    const sakura = as(f.sakuraManager);
    const changed = await sakura.post('managers/delivery-areas/update', {
      restaurantId: f.sakura,
      id: oliveArea.id,
      postal_code: '10001',
      fee: 0,
      minimum: 0,
      free_from: null,
    });
    expect(changed.status).toBe(404);
    expect(
      (await sakura.post('managers/delivery-areas/delete', { restaurantId: f.sakura, id: oliveArea.id }))
        .status,
    ).toBe(404);
    expect(
      (await sakura.post('managers/closures/delete', { restaurantId: f.sakura, id: oliveClosure.id })).status,
    ).toBe(404);
    const after = await as(f.oliveManager).get<{ areas: Area[] }>('managers/delivery-areas', {
      restaurantId: f.olive,
    });
    expect(after.body.data.areas).toContainEqual(oliveArea);
    const hoursAfter = await as(f.oliveManager).get<Hours>('managers/hours', { restaurantId: f.olive });
    expect(hoursAfter.body.data.closures).toContainEqual(oliveClosure);
  });

  it('refuses a guest token', async () => {
    const guest = await ctx.publicToken();
    expect((await as(guest).get('managers/hours', { restaurantId: f.olive })).status).toBe(403);
  });
});
