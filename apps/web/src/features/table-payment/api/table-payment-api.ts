import type { ApiMessage, TablePayment, TablePaymentEventBody } from '@tavola/contracts';
import type { ApiClient } from '../../../lib/api-client';

/** SPEC §7 table-payments (issue 17): open the table's bill, read it, claim a part of it; the receipt. */

type Claim = TablePayment['claims'][number];
type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;
/** what the guest sends; restaurantId and lang the client adds */
export type ClaimInput = DistributiveOmit<TablePaymentEventBody, 'restaurantId' | 'lang'>;

export interface ClaimAnswer {
  data: { claim: Claim; paymentLink: string; tablePayment: TablePayment };
  message: ApiMessage;
}

export const tablePaymentKeys = {
  bill: (restaurantId: number, tablePaymentId: string) =>
    ['table-payment', restaurantId, tablePaymentId] as const,
};

export const tablePaymentApi = {
  /** the table's open bill (opened when it has none), by the table and its QR token */
  open: (api: ApiClient, seat: { tableId: number; qrcode: string }) =>
    api.post<{ data: TablePayment; message: ApiMessage }>('table-payments/create', {
      tableId: seat.tableId,
      qrcode: seat.qrcode,
    }),

  /** the bill now; with `claimId` (the provider's return) that claim's payment is asked first */
  read: (api: ApiClient, tablePaymentId: string, claimId?: string) =>
    api.get<{ data: TablePayment }>('table-payments', { tablePaymentId, claimId }),

  /** takes a part of the bill; `socketId` keeps the echo off this phone's own socket */
  claim: (api: ApiClient, input: ClaimInput, idempotencyKey: string, socketId: string | undefined) =>
    api.post<ClaimAnswer>('table-payments/events', input as unknown as Record<string, unknown>, {
      'Idempotency-Key': idempotencyKey,
      ...(socketId ? { 'x-socket-id': socketId } : {}),
    }),

  /** a closed bill's receipt, e-mailed on request (issue 17, decision 033 addendum) */
  mailReceipt: (api: ApiClient, tablePaymentId: string, email: string) =>
    api.post<{ message: ApiMessage }>('table-payments/receipt', { tablePaymentId, email }),
};
