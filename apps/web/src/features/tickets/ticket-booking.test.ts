import { describe, expect, it, vi } from 'vitest';
import { createTicketBooking, ticketBookingStep } from './ticket-booking';

describe('ticketBookingStep', () => {
  it('asks for a date first, then for a slot of the picked date', () => {
    expect(ticketBookingStep({ changing: false }, null)).toEqual({ kind: 'date' });
    expect(ticketBookingStep({ date: '2026-12-03', changing: false }, null)).toEqual({
      kind: 'slot',
      date: '2026-12-03',
    });
  });

  it('shows the menu once the basket holds a slot', () => {
    expect(ticketBookingStep({ changing: false }, '2026-12-03 18:00')).toEqual({
      kind: 'menu',
      slotStart: '2026-12-03 18:00',
    });
  });

  it('hides the menu again while the guest changes the slot', () => {
    expect(ticketBookingStep({ date: '2026-12-03', changing: true }, '2026-12-03 18:00')).toEqual({
      kind: 'slot',
      date: '2026-12-03',
    });
  });
});

describe('ticket booking store', () => {
  it('tells its listeners of each step and stops when unsubscribed', () => {
    const booking = createTicketBooking();
    const listener = vi.fn();
    const stop = booking.subscribe(listener);
    booking.chooseDate('2026-12-04');
    expect(booking.get()).toEqual({ date: '2026-12-04', changing: false });
    booking.changeDate();
    expect(booking.get().date).toBeUndefined();
    expect(listener).toHaveBeenCalledTimes(2);
    stop();
    booking.chooseDate('2026-12-05');
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('changing a booked slot opens its date, and choosing one shows the menu again', () => {
    const booking = createTicketBooking();
    booking.changeSlot('2026-12-08 18:00');
    expect(booking.get()).toEqual({ date: '2026-12-08', changing: true });
    booking.slotChosen();
    expect(ticketBookingStep(booking.get(), '2026-12-08 18:00').kind).toBe('menu');
  });
});
