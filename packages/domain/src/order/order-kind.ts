/**
 * Issue 33: what an order is, in the words the guest and the staff use for it. A restaurant with
 * a ticketing system (SPEC §4 Ticketing) sells places in its classes: such an order is stored as
 * a pickup at the class's time, but nobody fetches anything: it is a class booking. The kind is
 * 'class' there, and the order's delivery type as stored elsewhere.
 */
export const orderKind = (order: { deliveryType: string }, restaurant: { ticketing: boolean }): string =>
  restaurant.ticketing ? 'class' : order.deliveryType;
