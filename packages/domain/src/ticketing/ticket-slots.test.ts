import { describe, expect, it } from 'vitest';
import {
  bookableTicketSlots,
  findBookableSlot,
  lastBookableDate,
  nextSlotWithRoom,
  slotHasRoom,
  slotLabel,
  type TicketCalendar,
  type TicketTime,
  ticketSlotsBetween,
  ticketsAddable,
  ticketTimeAvailable,
} from './ticket-slots';

const zone = 'Europe/Berlin';
const year = { startDate: '2026-01-01', endDate: '2026-12-31' };
const pastaTuesday: TicketTime = {
  id: 1,
  ...year,
  weekday: 2,
  time: '18:00',
  duration: '02:30',
  capacity: 12,
};
const pastaThursday: TicketTime = { ...pastaTuesday, id: 2, weekday: 4 };
const knifeSaturday: TicketTime = {
  id: 3,
  ...year,
  weekday: 6,
  time: '10:00',
  duration: '03:00',
  capacity: 8,
};
const hour = 3_600_000;
/** Berlin wall clock in winter (UTC+1) as an instant. */
const winter = (iso: string) => Date.parse(`${iso}:00+01:00`);
const labels = (slots: { date: string; minutes: number }[]) =>
  slots.map((slot) => slotLabel(slot as Parameters<typeof slotLabel>[0]));

describe('ticket slots from ticket times (SPEC §5)', () => {
  it('makes a slot on each matching weekday, ending start + duration', () => {
    const slots = ticketSlotsBetween(
      [pastaTuesday, pastaThursday, knifeSaturday],
      { from: '2026-11-23', to: '2026-11-29' },
      zone,
    );
    expect(labels(slots)).toEqual(['2026-11-24 18:00', '2026-11-26 18:00', '2026-11-28 10:00']);
    const [tuesday] = slots;
    expect(tuesday!.startsAt).toBe(winter('2026-11-24T18:00'));
    expect(tuesday!.endsAt).toBe(winter('2026-11-24T20:30'));
    expect(tuesday!.capacity).toBe(12);
    expect(tuesday!.ticketTimeIds).toEqual([1]);
  });

  it('makes slots only from start_date to end_date', () => {
    const autumnOnly = { ...pastaTuesday, startDate: '2026-11-25', endDate: '2026-12-01' };
    expect(labels(ticketSlotsBetween([autumnOnly], { from: '2026-11-17', to: '2026-12-15' }, zone))).toEqual([
      '2026-12-01 18:00',
    ]);
  });

  it('makes slots for a capacity above 0 or none, never for 0', () => {
    const range = { from: '2026-11-23', to: '2026-11-29' };
    expect(ticketSlotsBetween([{ ...pastaTuesday, capacity: 0 }], range, zone)).toEqual([]);
    expect(ticketSlotsBetween([{ ...pastaTuesday, capacity: null }], range, zone)[0]!.capacity).toBeNull();
  });

  it('joins ticket times that start at the same moment: capacities add, unlimited wins', () => {
    const range = { from: '2026-11-24', to: '2026-11-24' };
    const second = { ...pastaTuesday, id: 9, capacity: 4, duration: '03:00' };
    const [joined] = ticketSlotsBetween([pastaTuesday, second], range, zone);
    expect(joined).toMatchObject({ capacity: 16, durationMinutes: 180, ticketTimeIds: [1, 9] });
    expect(joined!.endsAt).toBe(winter('2026-11-24T21:00'));
    const [open] = ticketSlotsBetween([pastaTuesday, { ...second, capacity: null }], range, zone);
    expect(open!.capacity).toBeNull();
  });
});

describe('ticket slots on the DST days in Berlin', () => {
  const sunday = (time: string, duration = '02:00'): TicketTime => ({
    id: 7,
    ...year,
    weekday: 0,
    time,
    duration,
    capacity: 10,
  });

  it('29 March 2026: a 02:30 start does not exist, so there is no slot', () => {
    expect(ticketSlotsBetween([sunday('02:30')], { from: '2026-03-29', to: '2026-03-29' }, zone)).toEqual([]);
  });

  it('29 March 2026: a 01:30 class of 2 hours ends at 04:30 on the clock (2 hours later)', () => {
    const [slot] = ticketSlotsBetween([sunday('01:30')], { from: '2026-03-29', to: '2026-03-29' }, zone);
    expect(slot!.startsAt).toBe(Date.UTC(2026, 2, 29, 0, 30));
    expect(slot!.endsAt - slot!.startsAt).toBe(2 * hour);
    expect(new Date(slot!.endsAt).toISOString()).toBe('2026-03-29T02:30:00.000Z'); // 04:30 CEST
  });

  it('25 October 2026: 02:30 happens twice but is one slot, at the first 02:30 (CEST)', () => {
    const slots = ticketSlotsBetween([sunday('02:30')], { from: '2026-10-25', to: '2026-10-25' }, zone);
    expect(slots).toHaveLength(1);
    expect(slots[0]!.startsAt).toBe(Date.UTC(2026, 9, 25, 0, 30));
    expect(slotLabel(slots[0]!)).toBe('2026-10-25 02:30');
  });

  it('the Sundays around the changes keep their wall-clock 18:00', () => {
    const slots = ticketSlotsBetween([sunday('18:00')], { from: '2026-03-22', to: '2026-04-05' }, zone);
    expect(slots.map((slot) => new Date(slot.startsAt).toISOString())).toEqual([
      '2026-03-22T17:00:00.000Z',
      '2026-03-29T16:00:00.000Z',
      '2026-04-05T16:00:00.000Z',
    ]);
  });
});

describe('bookable ticket slots', () => {
  const calendar: TicketCalendar = {
    zone,
    times: [pastaTuesday, pastaThursday, knifeSaturday],
    closeTimes: [{ startsAt: '2026-11-28T00:00', endsAt: '2026-11-29T00:00' }],
    availableDays: 14,
  };

  it('leaves out slots that have started', () => {
    const now = winter('2026-11-24T18:00');
    const slots = bookableTicketSlots(calendar, now, { to: '2026-11-26' });
    expect(labels(slots)).toEqual(['2026-11-26 18:00']);
    expect(labels(bookableTicketSlots(calendar, now - 60_000, { to: '2026-11-26' }))).toEqual([
      '2026-11-24 18:00',
      '2026-11-26 18:00',
    ]);
  });

  it('ends on the last bookable day (today + available days)', () => {
    const now = winter('2026-11-23T09:00');
    expect(lastBookableDate(calendar, now)).toBe('2026-12-07');
    const slots = bookableTicketSlots(calendar, now, { from: '2026-12-01', to: '2026-12-31' });
    expect(labels(slots)).toEqual(['2026-12-01 18:00', '2026-12-03 18:00', '2026-12-05 10:00']);
  });

  it('leaves out slots inside a closure (Saturday 28 November)', () => {
    const slots = bookableTicketSlots(calendar, winter('2026-11-23T09:00'), { to: '2026-11-29' });
    expect(labels(slots)).toEqual(['2026-11-24 18:00', '2026-11-26 18:00']);
  });

  it('finds the slot a guest names, and nothing at a time no class starts', () => {
    const now = winter('2026-11-23T09:00');
    const at = (date: string, minutes: number) => ({ date, weekday: 4 as const, minutes });
    expect(findBookableSlot(calendar, now, at('2026-11-26', 18 * 60))?.startsAt).toBe(
      winter('2026-11-26T18:00'),
    );
    expect(findBookableSlot(calendar, now, at('2026-11-26', 18 * 60 + 15))).toBeUndefined();
  });
});

describe('room in a slot', () => {
  const calendar: TicketCalendar = { zone, times: [knifeSaturday], closeTimes: [], availableDays: 7 };
  const now = winter('2026-11-23T09:00');
  const saturday = winter('2026-11-28T10:00');

  it('has room until its capacity is taken (8 places: 7 taken leave 1)', () => {
    const [slot] = bookableTicketSlots(calendar, now);
    expect(slotHasRoom(slot!, new Map([[saturday, 7]]))).toBe(true);
    expect(slotHasRoom(slot!, new Map([[saturday, 7]]), 2)).toBe(false);
    expect(slotHasRoom(slot!, new Map([[saturday, 8]]))).toBe(false);
  });

  it('lets a basket add the places left but those its tickets hold (12 left, 5 held: 7 more)', () => {
    expect(ticketsAddable(12, 0)).toBe(12);
    expect(ticketsAddable(12, 5)).toBe(7);
    expect(ticketsAddable(12, 12)).toBe(0);
  });

  it('lets a basket add none once it holds more than is left (others ordered meanwhile), never less', () => {
    expect(ticketsAddable(2, 3)).toBe(0);
    expect(ticketsAddable(0, 0)).toBe(0);
  });

  it('lets a basket add any number at a slot without a limit', () => {
    expect(ticketsAddable(null, 40)).toBeNull();
  });

  it('finds the next slot after a full one with room for all the tickets wanted', () => {
    const nextSaturday = winter('2026-12-05T10:00');
    const taken = new Map([
      [saturday, 8],
      [nextSaturday, 6],
    ]);
    const twoWeeks = { ...calendar, availableDays: 14 };
    expect(nextSlotWithRoom(twoWeeks, now, saturday, 1, taken)?.startsAt).toBe(nextSaturday);
    expect(nextSlotWithRoom(twoWeeks, now, now, 1, taken)?.startsAt).toBe(nextSaturday);
    // 3 places: none left before the last bookable day (7 December)
    expect(nextSlotWithRoom(twoWeeks, now, saturday, 3, taken)).toBeUndefined();
    expect(nextSlotWithRoom(calendar, now, saturday, 1, taken)).toBeUndefined();
  });

  it('passes over a slot with room that the basket cannot take (its class not given that day)', () => {
    const nextSaturday = winter('2026-12-05T10:00');
    const twoWeeks = { ...calendar, availableDays: 14 };
    const notThisSaturday = (slot: { startsAt: number }) => slot.startsAt !== saturday;
    expect(nextSlotWithRoom(twoWeeks, now, now, 1, new Map(), notThisSaturday)?.startsAt).toBe(nextSaturday);
    expect(nextSlotWithRoom(twoWeeks, now, now, 1, new Map(), () => false)).toBeUndefined();
  });

  it('offers booking times while one slot ahead has room (SPEC §3 ticketTimeAvailable)', () => {
    expect(ticketTimeAvailable(calendar, now, new Map())).toBe(true);
    expect(ticketTimeAvailable(calendar, now, new Map([[saturday, 8]]))).toBe(false);
    expect(ticketTimeAvailable({ ...calendar, times: [] }, now, new Map())).toBe(false);
  });
});
