import { schema } from '@tavola/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TicketKit, ticketTestContext } from './ticket-test-kit';

/**
 * Decision 028, told while the guest can still fix it: basket/add refuses more tickets than the
 * places left at the basket's slot (besides those it holds), naming how many, under `quantity`.
 * The order stays the authority (ticket-orders.test.ts).
 */
let kit: TicketKit;
beforeAll(async () => {
  kit = await ticketTestContext();
});
afterAll(() => kit?.close());

type Basket = { products: { id: number; quantity: number }[] };
const names = (count: number, prefix = 'Guest') =>
  Array.from({ length: count }, (_, index) => `${prefix} ${index + 1}`);
/** Tickets of others' orders, as the capacity engine counts them. */
const othersTook = (slotStart: Date, used: number) =>
  kit.db.insert(schema.slotUsage).values({ restaurantId: kit.rosmarin, kind: 'ticket', slotStart, used });

describe('tickets beyond the places left at the basket slot (basket/add)', () => {
  it('refuses 13 tickets for a class with 12 places left, naming the 12, and takes 12', async () => {
    // Tuesday's pasta class: 12 places, none taken
    const basketId = await kit.basketAt('2026-11-24 18:00');
    const over = await kit.addTickets(basketId, kit.pasta, names(13));
    expect(over.status).toBe(422);
    expect(over.body.message).toMatchObject({
      code: 'ticket_places_left',
      body: 'Only 12 places are left at this time.',
    });
    expect(over.body.errors).toEqual({ quantity: ['Only 12 places are left at this time.'] });

    const within = await kit.addTickets(basketId, kit.pasta, names(12));
    expect(within.status).toBe(200);
    expect((within.body.data as Basket).products.map((line) => line.quantity)).toEqual([12]);
  });

  it("says it in the guest's language", async () => {
    const basketId = await kit.basketAt('2026-12-01 18:00');
    for (const [lang, text] of [
      ['de', 'Zu dieser Zeit sind nur noch 12 Plätze frei.'],
      ['fr', 'Il ne reste que 12 places à cette heure.'],
      ['ar', 'لم يتبقَّ سوى 12 مكانًا في هذا الموعد.'],
    ] as const) {
      const answer = await kit.post('basket/add', {
        restaurantId: kit.rosmarin,
        basketId,
        productId: kit.pasta,
        quantity: 13,
        extraInfo: { itemDetails: names(13).map((fullName) => ({ fullName })) },
        lang,
      });
      expect(answer.status).toBe(422);
      expect(answer.body.errors).toEqual({ quantity: [text] });
    }
  });

  it('counts the places others ordered and the tickets the basket holds', async () => {
    // Thursday's class: others took 9 of its 12 places, 3 are left
    await othersTook(new Date('2026-11-26T17:00:00Z'), 9);
    await kit.newGuest();
    const basketId = await kit.basketAt('2026-11-26 18:00');
    const four = await kit.addTickets(basketId, kit.pasta, names(4));
    expect(four.body.errors).toEqual({ quantity: ['Only 3 places are left at this time.'] });
    expect((await kit.addTickets(basketId, kit.pasta, ['Ada'])).status).toBe(200);

    // one held: two more, said so
    const three = await kit.addTickets(basketId, kit.pasta, names(3));
    expect(three.status).toBe(422);
    expect(three.body.message.code).toBe('ticket_places_left_beside_basket');
    expect(three.body.errors).toEqual({
      quantity: ['Only 2 more places are left at this time, besides the tickets in your basket.'],
    });
    const two = await kit.addTickets(basketId, kit.pasta, ['Grace', 'Hedy']);
    expect(two.status).toBe(200);

    // the last place is the basket's: one more unit on its line is refused as well
    const line = (two.body.data as Basket).products[0]!;
    const more = await kit.post('basket/add', {
      restaurantId: kit.rosmarin,
      basketId,
      productId: kit.pasta,
      basketProductId: line.id,
      quantity: 1,
      extraInfo: { itemDetails: [{ fullName: 'Ida' }] },
    });
    expect(more.status).toBe(422);
    expect(more.body.errors).toEqual({
      quantity: ['The tickets in your basket already take the last places at this time.'],
    });
    // an add-on names nobody and takes no place (decision 028)
    const apron = await kit.post('basket/add', {
      restaurantId: kit.rosmarin,
      basketId,
      productId: kit.apron,
      quantity: 2,
    });
    expect(apron.status).toBe(200);
  });

  it('leaves a class without a limit unlimited', async () => {
    // Friday's tasting: no capacity
    await kit.newGuest();
    const basketId = await kit.basketAt('2026-11-27 19:00');
    expect((await kit.addTickets(basketId, kit.tasting, names(15))).status).toBe(200);
  });
});
