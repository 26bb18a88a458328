import type { OrderTicketDto } from '@tavola/contracts';
import { schema } from '@tavola/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { runPaymentJobs } from '../payment';
import { type TicketKit, ticketTestContext } from './ticket-test-kit';

/**
 * Named tickets (SPEC §3 person, date; §4 Add flow; §5 'name is required', 'date is required'):
 * checked per unit on the server, written with the order as one ticket per person whose place the
 * capacity engine takes, and given back once when the payment fails.
 */
let kit: TicketKit;
beforeAll(async () => {
  kit = await ticketTestContext();
});
afterAll(() => kit?.close());

const tuesday = '2026-11-24 18:00';
const tuesdayStart = new Date('2026-11-24T17:00:00Z');
type Line = {
  id: number;
  quantity: number;
  extra_info: { itemDetails?: { fullName?: string; date?: string }[] };
};
type Basket = { products: Line[] };

describe('names and dates per unit on basket/add', () => {
  it("refuses each unit of a class without a name: 'name is required', in the guest's language", async () => {
    const basketId = await kit.basketAt(tuesday);
    const missing = await kit.post('basket/add', {
      restaurantId: kit.rosmarin,
      basketId,
      productId: kit.pasta,
      quantity: 2,
    });
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toEqual({
      'extraInfo.itemDetails.0.fullName': ['Name is required.'],
      'extraInfo.itemDetails.1.fullName': ['Name is required.'],
    });
    const blank = await kit.post(
      'basket/add',
      {
        restaurantId: kit.rosmarin,
        basketId,
        productId: kit.pasta,
        quantity: 2,
        extraInfo: { itemDetails: [{ fullName: 'Ada' }, { fullName: '   ' }] },
      },
      { 'accept-language': 'de' },
    );
    expect(blank.status).toBe(422);
    expect(blank.body.errors).toEqual({ 'extraInfo.itemDetails.1.fullName': ['Der Name ist erforderlich.'] });
    for (const [lang, text] of [
      ['fr', 'Le nom est obligatoire.'],
      ['ar', 'الاسم مطلوب.'],
    ] as const) {
      const answer = await kit.post('basket/add', {
        restaurantId: kit.rosmarin,
        basketId,
        productId: kit.pasta,
        lang,
      });
      expect(answer.body.message.body).toBe(text);
    }
  });

  it('keeps one trimmed name per unit; a name over 100 characters is refused', async () => {
    const basketId = await kit.basketAt(tuesday);
    const added = await kit.addTickets(basketId, kit.pasta, ['  Ada Lovelace ', 'Grace Hopper']);
    expect(added.status).toBe(200);
    const line = (added.body.data as Basket).products[0]!;
    expect(line.extra_info.itemDetails).toEqual([{ fullName: 'Ada Lovelace' }, { fullName: 'Grace Hopper' }]);
    const long = await kit.addTickets(basketId, kit.pasta, ['x'.repeat(101)]);
    expect(long.status).toBe(422);
    expect(Object.keys(long.body.errors!)).toEqual(['extraInfo.itemDetails.0.fullName']);
  });

  it("asks a date where the product does, one its happy hours allow: 'date is required'", async () => {
    const basketId = await kit.basketAt(tuesday);
    const add = (itemDetails?: { date?: string }[]) =>
      kit.post('basket/add', {
        restaurantId: kit.rosmarin,
        basketId,
        productId: kit.spiceBox,
        quantity: 1,
        ...(itemDetails ? { extraInfo: { itemDetails } } : {}),
      });
    const missing = await add();
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toEqual({ 'extraInfo.itemDetails.0.date': ['Date is required.'] });
    // a Monday: the spice box is collected Tuesday, Thursday, Friday or Saturday
    const monday = await add([{ date: '2026-11-30' }]);
    expect(monday.body.errors).toEqual({ 'extraInfo.itemDetails.0.date': ['This date cannot be booked.'] });
    // beyond the last bookable day (60 days ahead)
    expect((await add([{ date: '2027-03-02' }])).status).toBe(422);
    const thursday = await add([{ date: '2026-12-03' }]);
    expect(thursday.status).toBe(200);
    expect((thursday.body.data as Basket).products[0]!.extra_info.itemDetails).toEqual([
      { date: '2026-12-03' },
    ]);
  });

  it('keeps no names on an add-on that asks for none', async () => {
    const basketId = await kit.basketAt(tuesday);
    const added = await kit.addTickets(basketId, kit.apron, ['Ada']);
    expect(added.status).toBe(200);
    expect((added.body.data as Basket).products[0]!.extra_info).toEqual({});
  });

  it('needs a name for each unit added to a line, and drops the last name with the last unit', async () => {
    const basketId = await kit.basketAt(tuesday);
    const first = await kit.addTickets(basketId, kit.pasta, ['Ada']);
    const lineId = (first.body.data as Basket).products[0]!.id;
    const plus = (extraInfo?: unknown) =>
      kit.post('basket/add', {
        restaurantId: kit.rosmarin,
        basketId,
        productId: kit.pasta,
        basketProductId: lineId,
        quantity: 1,
        ...(extraInfo ? { extraInfo } : {}),
      });
    expect((await plus()).status).toBe(422);
    const more = await plus({ itemDetails: [{ fullName: 'Grace' }] });
    expect((more.body.data as Basket).products[0]).toMatchObject({
      quantity: 2,
      extra_info: { itemDetails: [{ fullName: 'Ada' }, { fullName: 'Grace' }] },
    });
    const less = await kit.get<Basket>('basket/remove', {
      restaurantId: kit.rosmarin,
      basketId,
      basketProductId: lineId,
    });
    expect(less.body.data.products[0]).toMatchObject({
      quantity: 1,
      extra_info: { itemDetails: [{ fullName: 'Ada' }] },
    });
    const renamed = await kit.post<Basket>('basket/update-extraInfo', {
      restaurantId: kit.rosmarin,
      basketId,
      basketProductId: lineId,
      itemDetails: [{ fullName: ' ' }],
    });
    expect(renamed.status).toBe(422);
    expect(renamed.body.errors).toEqual({ 'itemDetails.0.fullName': ['Name is required.'] });
  });
});

describe('tickets with the order', () => {
  it('writes one ticket per named person and takes their places from the slot', async () => {
    const before = await kit.ticketPlacesTaken(tuesdayStart);
    const placed = await kit.order(tuesday, ['Ada Lovelace', 'Grace Hopper']);
    expect(placed.status).toBe(200);
    const tickets = await kit.ticketsOf(placed.body.data.orderId);
    expect(tickets.map((ticket) => ticket.holderName).sort()).toEqual(['Ada Lovelace', 'Grace Hopper']);
    for (const ticket of tickets) {
      expect(ticket.slotStart).toEqual(tuesdayStart);
      // issue 33: 28 symbols a person can read out (Crockford's base 32), no longer base64url
      expect(ticket.code).toMatch(/^[0-9A-HJKMNP-TV-Z]{28}$/);
      expect(ticket.checkedInAt).toBeNull();
    }
    expect(await kit.ticketPlacesTaken(tuesdayStart)).toBe(before + 2);
    const slots = await kit.get<{ remaining: number }[]>('restaurant/ticket-slots', {
      restaurantId: kit.rosmarin,
      date: '2026-11-24',
    });
    expect(slots.body.data[0]!.remaining).toBe(12 - before - 2);
  });

  it('shows the guest their tickets with codes and QR codes on the order page', async () => {
    const placed = await kit.order(tuesday, ['Ada Lovelace']);
    const { orderId, token } = placed.body.data;
    const page = await kit.get<{ tickets: OrderTicketDto[] }>('order', {
      restaurantId: kit.rosmarin,
      orderId,
      token,
    });
    const [ticket] = page.body.data.tickets;
    const [row] = await kit.ticketsOf(orderId);
    expect(ticket).toMatchObject({
      name: 'Ada Lovelace',
      product: 'Pasta from scratch (2½ h)',
      start: '2026-11-24 18:00',
      end: '2026-11-24 20:30',
      code: row!.code,
      state: 'valid',
    });
    expect(ticket!.qr).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(ticket!.qr.split(',')[1]!, 'base64').toString()).toContain('<svg');
  });

  it('refuses an order without a slot, and one for a slot that has passed', async () => {
    await kit.newGuest();
    const basketId = (await kit.post<{ id: string }>('basket/create', { restaurantId: kit.rosmarin })).body
      .data.id;
    await kit.addTickets(basketId, kit.apron, ['Ada']);
    await kit.contact(basketId);
    const none = await kit.post('order/create-order', {
      restaurantId: kit.rosmarin,
      basketId,
      paymentType: 'cash',
    });
    expect(none.status).toBe(422);
    expect(none.body.errors).toEqual({ delivery_time: ['Please choose a date and a time slot.'] });

    // ten minutes before the class a guest fills a basket, and orders once it has begun
    vi.setSystemTime(new Date('2026-11-24T16:50:00Z'));
    try {
      await kit.newGuest();
      const late = await kit.basketAt(tuesday);
      await kit.addTickets(late, kit.pasta, ['Ada']);
      await kit.contact(late);
      vi.setSystemTime(new Date('2026-11-24T17:05:00Z'));
      const passed = await kit.post('order/create-order', {
        restaurantId: kit.rosmarin,
        basketId: late,
        paymentType: 'cash',
      });
      expect(passed.status).toBe(422);
      expect(passed.body.message.code).toBe('ticket_slot_unavailable');
      expect(passed.body.errors!.validTime).toEqual(['2026-11-26 18:00']);
    } finally {
      vi.setSystemTime(new Date('2026-11-23T08:00:00Z'));
    }
  });

  it("refuses tickets beyond the slot's places, naming the places left and the next slot with room, taking nothing", async () => {
    const thursday = new Date('2026-11-26T17:00:00Z');
    const basketId = await kit.basketAt('2026-11-26 18:00');
    await kit.addTickets(basketId, kit.pasta, ['Ada', 'Grace', 'Hedy']);
    await kit.contact(basketId);
    // meanwhile others took 10 of its 12 places
    await kit.db
      .insert(schema.slotUsage)
      .values({ restaurantId: kit.rosmarin, kind: 'ticket', slotStart: thursday, used: 10 });
    const refused = await kit.post('order/create-order', {
      restaurantId: kit.rosmarin,
      basketId,
      paymentType: 'cash',
    });
    expect(refused.status).toBe(422);
    // the guest reads how many tickets to remove ('capacity is full' only once none is left)
    expect(refused.body.message).toMatchObject({
      code: 'ticket_places_left',
      body: 'Only 2 places are left at this time.',
    });
    expect(refused.body.errors!.delivery_time).toEqual(['Only 2 places are left at this time.']);
    // the next slot with room that the pasta class is given at: next Tuesday (Friday's tasting
    // has room but no pasta, and a proposal the basket cannot take would only be refused again)
    expect(refused.body.errors!.validTime).toEqual(['2026-12-01 18:00']);
    expect(await kit.ticketPlacesTaken(thursday)).toBe(10);
    const orders = await kit.db.select().from(schema.orders).where(eq(schema.orders.basketId, basketId));
    expect(orders).toEqual([]);
  });

  it('gives the places back once and voids the tickets when the payment fails', async () => {
    const before = await kit.ticketPlacesTaken(tuesdayStart);
    const placed = await kit.order(tuesday, ['Ada', 'Grace', 'Hedy'], 'demo');
    expect(placed.status).toBe(200);
    expect(await kit.ticketPlacesTaken(tuesdayStart)).toBe(before + 3);
    const { orderId, token, paymentLink } = placed.body.data;
    const session = new URL(paymentLink).searchParams.get('session')!;
    await kit.post('payment/demo/decide', { restaurantId: kit.rosmarin, session, outcome: 'failed' });
    for (let i = 0; i < 2; i++) {
      const update = await kit.get<{ status: string }>('payment/update', {
        restaurantId: kit.rosmarin,
        orderId,
        token,
      });
      expect(update.body.data.status).toBe('failed');
    }
    expect(await kit.ticketPlacesTaken(tuesdayStart)).toBe(before);
    const tickets = await kit.ticketsOf(orderId);
    expect(tickets).toHaveLength(3);
    expect(tickets.every((ticket) => ticket.voidedAt !== null)).toBe(true);
    const page = await kit.get<{ tickets: OrderTicketDto[] }>('order', {
      restaurantId: kit.rosmarin,
      orderId,
      token,
    });
    expect(page.body.data.tickets.map((ticket) => ticket.state)).toEqual(['void', 'void', 'void']);
  });

  it('gives the places back when an open payment expires', async () => {
    const before = await kit.ticketPlacesTaken(tuesdayStart);
    const placed = await kit.order(tuesday, ['Ada'], 'demo');
    const { orderId } = placed.body.data;
    // the guest never came back: an hour later the job expires it
    const silent = { warn: () => undefined, error: () => undefined } as never;
    await runPaymentJobs(kit.ctx.deps, silent, { expiryMinutes: 30 }, Date.now() + 3_600_000);
    const [order] = await kit.db.select().from(schema.orders).where(eq(schema.orders.id, orderId));
    expect(order!.paymentState).toBe('expired');
    expect(await kit.ticketPlacesTaken(tuesdayStart)).toBe(before);
    const valid = await kit.db
      .select()
      .from(schema.tickets)
      .where(and(eq(schema.tickets.orderId, orderId), eq(schema.tickets.holderName, 'Ada')));
    expect(valid[0]!.voidedAt).not.toBeNull();
  });
});
