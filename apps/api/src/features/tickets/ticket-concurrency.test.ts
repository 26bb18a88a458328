import { schema } from '@tavola/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TicketKit, ticketTestContext } from './ticket-test-kit';

/**
 * Capacity under concurrency, on real PostgreSQL where requests truly run at once (PGlite has a
 * single connection, so races cannot happen there): the capacity engine's conditional upsert
 * never sells a place twice, and a ticket is checked in once however many scan it at once.
 */
describe.skipIf(process.env.TEST_DRIVER !== 'postgres')('tickets under concurrency (PostgreSQL)', () => {
  let kit: TicketKit;
  let guestToken: string;
  let guestId: string;
  const tuesday = new Date('2026-11-24T17:00:00Z');

  beforeAll(async () => {
    kit = await ticketTestContext();
    guestToken = await kit.ctx.publicToken();
    const principal = await kit.ctx.deps.tokens.verify(guestToken);
    guestId = typeof principal === 'object' && principal.kind === 'public' ? principal.guestId : '';
    // Tuesday's pasta class takes 20
    await kit.db
      .update(schema.ticketTimes)
      .set({ capacity: 20 })
      .where(and(eq(schema.ticketTimes.restaurantId, kit.rosmarin), eq(schema.ticketTimes.weekday, 2)));
  }, 60_000);
  afterAll(() => kit?.close());

  /** Ready baskets for Tuesday's class, written straight to the database (the setup is not what is tested). */
  async function baskets(count: number, ticketsEach: number) {
    const rows = await kit.db
      .insert(schema.baskets)
      .values(
        Array.from({ length: count }, () => ({
          restaurantId: kit.rosmarin,
          guestId,
          deliveryType: 'pickup' as const,
          deliveryTime: tuesday,
          contact: { name: 'Ada', email: 'ada@example.org' },
        })),
      )
      .returning({ id: schema.baskets.id });
    await kit.db.insert(schema.basketProducts).values(
      rows.map((row, index) => ({
        restaurantId: kit.rosmarin,
        basketId: row.id,
        productId: kit.pasta,
        quantity: ticketsEach,
        extraInfo: {
          itemDetails: Array.from({ length: ticketsEach }, (_, unit) => ({
            fullName: `Guest ${index}.${unit}`,
          })),
        },
      })),
    );
    return rows.map((row) => row.id);
  }
  const order = (basketId: string) =>
    kit.ctx.app.inject({
      method: 'POST',
      url: '/api/order/create-order',
      headers: { authorization: `Bearer ${guestToken}` },
      payload: { restaurantId: kit.rosmarin, basketId, paymentType: 'cash' },
    });
  const ticketsOfTuesday = () =>
    kit.db
      .select()
      .from(schema.tickets)
      .where(and(eq(schema.tickets.restaurantId, kit.rosmarin), eq(schema.tickets.slotStart, tuesday)));

  it('100 orders at once for a slot of 20 places → exactly 20 tickets; the others hear the next free slot', async () => {
    const responses = await Promise.all((await baskets(100, 1)).map((id) => order(id)));
    expect(responses.filter((response) => response.statusCode === 200)).toHaveLength(20);
    const refused = responses.filter((response) => response.statusCode !== 200);
    expect(refused.map((response) => response.statusCode)).toEqual(Array(80).fill(422));
    for (const response of refused) {
      const body = response.json<{ message: { code: string }; errors: Record<string, string[]> }>();
      expect(body.message.code).toBe('capacity_full');
      expect(body.errors.validTime).toEqual(['2026-11-26 18:00']);
    }
    expect(await ticketsOfTuesday()).toHaveLength(20);
    expect(await kit.ticketPlacesTaken(tuesday)).toBe(20);
  }, 180_000);

  it('a ticket scanned 20 times at once is checked in exactly once', async () => {
    const [ticket] = await ticketsOfTuesday();
    const manager = await kit.managerToken('manager@rosmarin.demo');
    const scans = await Promise.all(
      Array.from({ length: 20 }, () =>
        kit.ctx.app.inject({
          method: 'POST',
          url: '/api/managers/tickets/check-in',
          headers: { authorization: `Bearer ${manager}` },
          payload: { restaurantId: kit.rosmarin, code: ticket!.code },
        }),
      ),
    );
    expect(scans.filter((scan) => scan.statusCode === 200)).toHaveLength(1);
    expect(scans.filter((scan) => scan.statusCode === 409)).toHaveLength(19);
    const [row] = await kit.db.select().from(schema.tickets).where(eq(schema.tickets.id, ticket!.id));
    expect(row!.checkedInAt).not.toBeNull();
  }, 60_000);

  it('orders of 3 places each never go beyond the capacity together', async () => {
    // Thursday's class (12 places): 30 orders of 3 → exactly 4 orders, 12 tickets
    const thursday = new Date('2026-11-26T17:00:00Z');
    const ids = await baskets(30, 3);
    await kit.db.update(schema.baskets).set({ deliveryTime: thursday });
    const responses = await Promise.all(ids.map((id) => order(id)));
    expect(responses.filter((response) => response.statusCode === 200)).toHaveLength(4);
    expect(await kit.ticketPlacesTaken(thursday)).toBe(12);
  }, 180_000);
});
