import { type Database, schema } from '@tavola/db';
import { type TicketCalendar, type TicketLine, type TicketSlot, ticketHolders } from '@tavola/domain';
import { and, eq, isNull } from 'drizzle-orm';
import { releaseCapacity, takeCapacity, usedCapacity } from '../capacity';
import type { RestaurantRow } from '../restaurants';
import { nextFreeTicketSlot, tooFewPlaces } from './ticket-slots.service';

const { tickets } = schema;

/**
 * A slot without room for an order's tickets, found inside the order's transaction. Its answer
 * names the next slot with room, which answerSlotFull looks up once the transaction has ended:
 * a refused take still holds the slot's counter row until then, and every other order for the
 * slot waits for it (measured: 100 orders at once for 20 places answered 503 while the refusals
 * looked up the next slot inside their transactions).
 */
export class SlotFull extends Error {
  constructor(
    readonly restaurantId: number,
    readonly calendar: TicketCalendar,
    readonly slotStart: number,
    readonly wanted: number,
    readonly capacity: number | null,
  ) {
    super('capacity_full');
  }
}

/**
 * The refusal of a slot without room: how many places are left there now (or 'capacity is full')
 * and, under validTime, the next slot with room.
 */
export async function answerSlotFull(db: Database, full: SlotFull) {
  const start = new Date(full.slotStart);
  const taken = await usedCapacity(db, full.restaurantId, 'ticket', start, new Date(full.slotStart + 1));
  const next = await nextFreeTicketSlot(db, full.restaurantId, full.calendar, full.slotStart, full.wanted);
  return tooFewPlaces({ capacity: full.capacity }, taken.get(full.slotStart) ?? 0, next);
}

/**
 * Inside the order's transaction: one ticket per named person of the order's lines (the
 * domain's ticketHolders), their places taken from the slot's capacity by the capacity engine.
 * A slot without room for all of them throws SlotFull, which rolls the order back.
 */
export async function takeTickets(
  tx: Database,
  input: {
    restaurant: RestaurantRow;
    orderId: number;
    slot: TicketSlot;
    calendar: TicketCalendar;
    lines: readonly TicketLine[];
  },
): Promise<number> {
  const { restaurant, slot } = input;
  const holders = ticketHolders(input.lines);
  if (holders.length === 0) return 0;
  const hold = {
    restaurantId: restaurant.id,
    kind: 'ticket' as const,
    slotStart: new Date(slot.startsAt),
    amount: holders.length,
  };
  await tx.insert(tickets).values(
    holders.map((holder) => ({
      restaurantId: restaurant.id,
      orderId: input.orderId,
      productId: holder.productId,
      slotStart: hold.slotStart,
      holderName: holder.holderName,
    })),
  );
  // the take comes last: from here the slot's counter row is locked until the transaction ends
  if (!(await takeCapacity(tx, hold, slot.capacity))) {
    throw new SlotFull(restaurant.id, input.calendar, slot.startsAt, holders.length, slot.capacity);
  }
  return holders.length;
}

/**
 * The undo of takeTickets, when the order's payment failed, was cancelled or expired (or the
 * order was rejected): its valid tickets turn void and their places go back to their slots.
 * Runs within releaseOrderResources, which the order's resources_released flag makes run once;
 * a ticket already void gives nothing back twice.
 */
export async function releaseTickets(tx: Database, orderId: number, restaurantId: number): Promise<void> {
  const voided = await tx
    .update(tickets)
    .set({ voidedAt: new Date() })
    .where(
      and(eq(tickets.orderId, orderId), eq(tickets.restaurantId, restaurantId), isNull(tickets.voidedAt)),
    )
    .returning({ slotStart: tickets.slotStart });
  const perSlot = new Map<number, number>();
  for (const ticket of voided)
    perSlot.set(ticket.slotStart.getTime(), (perSlot.get(ticket.slotStart.getTime()) ?? 0) + 1);
  for (const [start, amount] of [...perSlot].sort(([a], [b]) => a - b)) {
    await releaseCapacity(tx, { restaurantId, kind: 'ticket', slotStart: new Date(start), amount });
  }
}
