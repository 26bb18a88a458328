/**
 * Issue 18, event and ticketing mode for guests (SPEC §2, §4 Ticketing, §5): the date and slot
 * before the menu, the named tickets of event cards, the tickets on the order page. Only
 * lazily loaded screens import this feature (the menu imports it on demand, for a dish that
 * asks for its date), so the menu's first load carries none of it.
 */
export { ticketDatesQuery } from './api/ticket-api';
export { OrderTickets } from './components/order-tickets';
export { TicketBooking } from './components/ticket-booking';
export { TicketDetailsDialog } from './components/ticket-details-dialog';
export { TicketSlotSection } from './components/ticket-slot-section';
export { dayLabel } from './day-label';
export { type SlotRefusal, slotRefusalOf } from './slot-refusal';
export { ticketBooking } from './ticket-booking';
