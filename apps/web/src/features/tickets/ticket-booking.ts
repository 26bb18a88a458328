/**
 * SPEC §4 Ticketing: the guest picks a date, then one of its slots; the slot becomes the
 * basket's delivery time and the menu appears. What is picked before the slot is saved (the
 * date, and whether the guest is changing a slot already booked) lives here, shared by the
 * Events list and the menu, for the page's lifetime.
 */
export interface TicketBookingState {
  /** the date picked ('YYYY-MM-DD'), when one is */
  date?: string;
  /** the guest asked to change the slot the basket holds */
  changing: boolean;
}

export type TicketBookingStep =
  | { kind: 'date' }
  | { kind: 'slot'; date: string }
  | { kind: 'menu'; slotStart: string };

/**
 * Which step the guest is on: with a slot in the basket (its delivery time) and no change asked
 * for, the menu; otherwise the slots of the picked date, or the dates.
 */
export function ticketBookingStep(state: TicketBookingState, deliveryTime: string | null): TicketBookingStep {
  if (deliveryTime && !state.changing) return { kind: 'menu', slotStart: deliveryTime };
  return state.date ? { kind: 'slot', date: state.date } : { kind: 'date' };
}

export function createTicketBooking() {
  let state: TicketBookingState = { changing: false };
  const listeners = new Set<() => void>();
  const set = (next: TicketBookingState) => {
    state = next;
    for (const listener of listeners) listener();
  };
  return {
    get: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** a date was picked: its slots show next */
    chooseDate: (date: string) => set({ ...state, date }),
    /** back to the dates (the picked date is kept as the one shown selected) */
    changeDate: () => set({ ...state, date: undefined }),
    /** the guest wants another slot than the basket's: the picker shows again, on that slot's date */
    changeSlot: (slotStart: string) => set({ date: slotStart.slice(0, 10), changing: true }),
    /** a slot is in the basket now: the menu shows */
    slotChosen: () => set({ ...state, changing: false }),
  };
}

/** The storefront's one booking in progress. */
export const ticketBooking = createTicketBooking();
