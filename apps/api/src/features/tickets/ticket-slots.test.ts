import type { RestaurantInfo, TicketSlotDto } from '@tavola/contracts';
import { schema } from '@tavola/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type TicketKit, ticketTestContext } from './ticket-test-kit';

/**
 * SPEC §4 Ticketing for the storefront: the days with slots, the slots of a day with the places
 * left, and a slot chosen as the basket's pickup time; in Europe/Berlin, across the DST days.
 */
let kit: TicketKit;
beforeAll(async () => {
  kit = await ticketTestContext();
});
afterAll(() => kit?.close());

type Basket = { deliveryType: string; deliveryTime: string | null; duration: number | null };

describe('restaurant info in event mode (SPEC §3)', () => {
  it('carries the ticket times and whether a slot can be booked', async () => {
    const { body } = await kit.get<RestaurantInfo>('restaurant/restaurant-by-id', {
      restaurantId: kit.rosmarin,
    });
    expect(body.data.settings.ticketingSystem).toBe(true);
    expect(body.data.theme.eventMode).toBe(true);
    expect(body.data.ticketTimeAvailable).toBe(true);
    expect(body.data.restaurantTicketTimes).toContainEqual(
      expect.objectContaining({ weekday: 6, time: '10:00', duration: '03:00', capacity: 8 }),
    );
    expect(body.data.restaurantTicketTimes).toContainEqual(
      expect.objectContaining({ weekday: 5, capacity: null }),
    );
  });

  it('has no ticket times and nothing available without a ticketing system', async () => {
    const { body } = await kit.get<RestaurantInfo>('restaurant/restaurant-by-id', {
      restaurantId: kit.olive,
    });
    expect(body.data.restaurantTicketTimes).toEqual([]);
    expect(body.data.ticketTimeAvailable).toBe(false);
  });

  it("says no booking time is available once no slot ahead has room (SPEC §5 'We're sorry…')", async () => {
    const times = await kit.db
      .select()
      .from(schema.ticketTimes)
      .where(eq(schema.ticketTimes.restaurantId, kit.rosmarin));
    await kit.db
      .update(schema.ticketTimes)
      .set({ capacity: 0 })
      .where(eq(schema.ticketTimes.restaurantId, kit.rosmarin));
    try {
      const { body } = await kit.get<RestaurantInfo>('restaurant/restaurant-by-id', {
        restaurantId: kit.rosmarin,
      });
      expect(body.data.ticketTimeAvailable).toBe(false);
      const dates = await kit.get<unknown[]>('restaurant/ticket-dates', { restaurantId: kit.rosmarin });
      expect(dates.body.data).toEqual([]);
    } finally {
      for (const time of times)
        await kit.db
          .update(schema.ticketTimes)
          .set({ capacity: time.capacity })
          .where(eq(schema.ticketTimes.id, time.id));
    }
  });
});

describe('GET api/restaurant/ticket-dates and ticket-slots', () => {
  it('lists only the days with slots, and whether one still has places', async () => {
    const { status, body } = await kit.get('restaurant/ticket-dates', {
      restaurantId: kit.rosmarin,
      from: '2026-11-23',
      to: '2026-11-30',
    });
    expect(status).toBe(200);
    expect(body.data).toEqual([
      { date: '2026-11-24', slots: 1, available: true },
      { date: '2026-11-26', slots: 1, available: true },
      { date: '2026-11-27', slots: 1, available: true },
      // the seed's knife-skills class is sold out
      { date: '2026-11-28', slots: 1, available: false },
    ]);
  });

  it('starts today and ends on the last bookable day (today + 60 days), with no class in a closure', async () => {
    const { body } = await kit.get<{ date: string }[]>('restaurant/ticket-dates', {
      restaurantId: kit.rosmarin,
    });
    const dates = body.data.map((day) => day.date);
    expect(dates[0]).toBe('2026-11-24');
    expect(dates.at(-1)! <= '2027-01-22').toBe(true);
    expect(dates.filter((date) => date >= '2026-12-24' && date < '2026-12-27')).toEqual([]);
  });

  it('gives the slots of a day: start, end = start + duration, places left', async () => {
    const { body } = await kit.get<TicketSlotDto[]>('restaurant/ticket-slots', {
      restaurantId: kit.rosmarin,
      date: '2026-11-24',
    });
    expect(body.data).toEqual([
      {
        start: '2026-11-24 18:00',
        date: '2026-11-24',
        time: '18:00',
        end: '2026-11-24 20:30',
        end_time: '20:30',
        duration: '02:30',
        capacity: 12,
        remaining: 12,
        full: false,
      },
    ]);
    const saturday = await kit.get<TicketSlotDto[]>('restaurant/ticket-slots', {
      restaurantId: kit.rosmarin,
      date: '2026-11-28',
    });
    expect(saturday.body.data[0]).toMatchObject({
      time: '10:00',
      end_time: '13:00',
      capacity: 8,
      remaining: 0,
      full: true,
    });
    const friday = await kit.get<TicketSlotDto[]>('restaurant/ticket-slots', {
      restaurantId: kit.rosmarin,
      date: '2026-11-27',
    });
    expect(friday.body.data[0]).toMatchObject({
      time: '19:00',
      capacity: null,
      remaining: null,
      full: false,
    });
    const monday = await kit.get<TicketSlotDto[]>('restaurant/ticket-slots', {
      restaurantId: kit.rosmarin,
      date: '2026-11-23',
    });
    expect(monday.body.data).toEqual([]);
  });

  it('answers 404 in the guest language for a restaurant without a ticketing system', async () => {
    for (const [lang, text] of [
      ['en', 'This restaurant does not sell tickets.'],
      ['de', 'Dieses Restaurant verkauft keine Tickets.'],
      ['fr', 'Ce restaurant ne vend pas de billets.'],
      ['ar', 'هذا المطعم لا يبيع تذاكر.'],
    ] as const) {
      const { status, body } = await kit.get('restaurant/ticket-slots', {
        restaurantId: kit.olive,
        date: '2026-11-24',
        lang,
      });
      expect(status).toBe(404);
      expect(body.message).toEqual({ type: 'error', body: text, code: 'ticketing_unavailable' });
    }
    expect((await kit.get('restaurant/ticket-dates', { restaurantId: kit.olive })).status).toBe(404);
  });

  it('refuses a date that is not one (422 on the field)', async () => {
    const { status, body } = await kit.get('restaurant/ticket-slots', {
      restaurantId: kit.rosmarin,
      date: '2026-02-30',
    });
    expect(status).toBe(422);
    expect(Object.keys(body.errors!)).toEqual(['date']);
  });
});

describe('choosing a slot (add-delivery-time in event mode)', () => {
  const choose = async (delivery_time: string) => {
    await kit.newGuest();
    const created = await kit.post<{ id: string }>('basket/create', { restaurantId: kit.rosmarin });
    const basketId = created.body.data.id;
    return kit.post<Basket>('basket/add-delivery-time', {
      restaurantId: kit.rosmarin,
      basketId,
      delivery_time,
    });
  };

  it('sets a pickup at the slot start, with the slot duration', async () => {
    const { status, body } = await choose('2026-11-24 18:00');
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      deliveryType: 'pickup',
      deliveryTime: '2026-11-24 18:00',
      duration: 150,
    });
  });

  it('refuses a time no class starts at, naming the next slot', async () => {
    const { status, body } = await choose('2026-11-24 18:15');
    expect(status).toBe(422);
    expect(body.message.code).toBe('ticket_slot_unavailable');
    expect(body.errors).toEqual({
      delivery_time: ['No class starts at this time. Please choose one of the offered time slots.'],
      validTime: ['2026-11-24 18:00'],
    });
  });

  it("answers 'capacity is full' for a full slot, with the next free one", async () => {
    const { status, body } = await choose('2026-11-28 10:00');
    expect(status).toBe(422);
    expect(body.message).toMatchObject({ body: 'The capacity is full.', code: 'capacity_full' });
    expect(body.errors!.validTime).toEqual(['2026-12-01 18:00']);
  });

  it('refuses a slot that has started', async () => {
    vi.setSystemTime(new Date('2026-11-24T17:00:30Z'));
    try {
      const { status, body } = await choose('2026-11-24 18:00');
      expect(status).toBe(422);
      expect(body.errors!.validTime).toEqual(['2026-11-26 18:00']);
    } finally {
      vi.setSystemTime(new Date('2026-11-23T08:00:00Z'));
    }
  });
});

describe('slots across the DST changes in Europe/Berlin', () => {
  const sundayTimes = ['01:30', '02:30', '03:30'];
  beforeAll(async () => {
    await kit.db.insert(schema.ticketTimes).values(
      sundayTimes.map((time) => ({
        restaurantId: kit.rosmarin,
        startDate: '2026-01-01',
        endDate: '2026-12-31',
        weekday: 0,
        time,
        duration: '02:00',
        capacity: 10,
      })),
    );
  });
  afterAll(async () => {
    await kit.db.delete(schema.ticketTimes).where(eq(schema.ticketTimes.weekday, 0));
  });
  const slotsOn = (date: string) =>
    kit
      .get<TicketSlotDto[]>('restaurant/ticket-slots', { restaurantId: kit.rosmarin, date })
      .then(({ body }) => body.data);

  it('29 March 2026: no 02:30 slot (the clock skips it); a 2-hour class at 01:30 ends at 04:30', async () => {
    vi.setSystemTime(new Date('2026-03-23T08:00:00Z'));
    try {
      const slots = await slotsOn('2026-03-29');
      expect(slots.map((slot) => `${slot.time}-${slot.end_time}`)).toEqual(['01:30-04:30', '03:30-05:30']);
    } finally {
      vi.setSystemTime(new Date('2026-11-23T08:00:00Z'));
    }
  });

  it('25 October 2026: one 02:30 slot (the first one, summer time), chosen as that instant', async () => {
    vi.setSystemTime(new Date('2026-10-19T08:00:00Z'));
    try {
      const slots = await slotsOn('2026-10-25');
      expect(slots.map((slot) => `${slot.time}-${slot.end_time}`)).toEqual([
        '01:30-02:30',
        '02:30-03:30',
        '03:30-05:30',
      ]);
      const chosen = await (async () => {
        await kit.newGuest();
        const basketId = (await kit.post<{ id: string }>('basket/create', { restaurantId: kit.rosmarin }))
          .body.data.id;
        await kit.post('basket/add-delivery-time', {
          restaurantId: kit.rosmarin,
          basketId,
          delivery_time: '2026-10-25 02:30',
        });
        const [row] = await kit.db.select().from(schema.baskets).where(eq(schema.baskets.id, basketId));
        return row!.deliveryTime!;
      })();
      expect(chosen.toISOString()).toBe('2026-10-25T00:30:00.000Z');
    } finally {
      vi.setSystemTime(new Date('2026-11-23T08:00:00Z'));
    }
  });
});
