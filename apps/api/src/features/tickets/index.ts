export { managerTicketRoutes } from './manager-tickets.routes';
export { orderTicketDtos } from './order-tickets';
export { answerSlotFull, releaseTickets, SlotFull, takeTickets } from './take-tickets';
export { ticketMailSection } from './ticket-mail';
export { ticketSlotRoutes } from './ticket-slots.routes';
export { chooseTicketSlot, orderTicketSlot, placesLeftAt } from './ticket-slots.service';
