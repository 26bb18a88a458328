import type { Realtime } from './event-bus';

/**
 * Issue 17: what the phones at a table and the restaurant's board hear of its bill — a claim
 * made, paid or released, items added, the bill closed; issue 33: the visit's guests counted.
 * Events say what changed; clients read the bill again, so an event never carries more than a
 * guest at the table may see.
 */
export const tablePaymentActions = [
  'claimed',
  'paid',
  'released',
  'closed',
  'items_added',
  'guests_counted',
] as const;
export type TablePaymentAction = (typeof tablePaymentActions)[number];

export interface TablePaymentEvent {
  type: 'table.payment';
  restaurantId: number;
  /** the bill's public handle (SPEC §7 tablePaymentId) */
  tablePaymentId: string;
  tableId: number;
  action: TablePaymentAction;
  claimId: number | null;
  /** the live socket of the request that caused it: that socket hears no echo */
  originSocketId?: string;
  /** when it happened, ISO instant */
  at: string;
}

export type TablePaymentEventInput = Omit<TablePaymentEvent, 'type' | 'at'> & { at?: string };

/** Reads a table payment event off the wire (Redis messages are JSON); anything else is dropped. */
export function parseTablePaymentEvent(text: string): TablePaymentEvent | undefined {
  try {
    const value = JSON.parse(text) as Partial<TablePaymentEvent>;
    if (
      value.type === 'table.payment' &&
      Number.isInteger(value.restaurantId) &&
      typeof value.tablePaymentId === 'string' &&
      Number.isInteger(value.tableId) &&
      (tablePaymentActions as readonly unknown[]).includes(value.action) &&
      (value.claimId === null || Number.isInteger(value.claimId)) &&
      (value.originSocketId === undefined || typeof value.originSocketId === 'string') &&
      typeof value.at === 'string'
    )
      return value as TablePaymentEvent;
  } catch {}
  return undefined;
}

/** Called after the change has committed; never throws. */
export const publishTablePayment = (realtime: Realtime, event: TablePaymentEventInput) =>
  realtime.publish({ type: 'table.payment', ...event });
