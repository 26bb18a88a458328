import type { InvoiceSeller } from '@tavola/domain';
import type { Seller } from './xrechnung-invoice';

/** The seller as the invoice named it (decision 086, migration 0016), for the e-invoice (decision 088). */
export function eInvoiceSeller(seller: InvoiceSeller): Seller {
  const text = (value: string): string | null => value.trim() || null;
  return {
    ...seller,
    // the e-invoice names the VAT ID without the spaces people group it with
    vatId: text(seller.vatId.replaceAll(' ', '')),
    taxNumber: text(seller.taxNumber),
  };
}
