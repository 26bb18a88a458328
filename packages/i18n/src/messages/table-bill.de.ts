import type { Catalogue } from '../translate';
import type { TableBillKey } from './table-bill.en';

export const tableBillDe: Catalogue<TableBillKey> = {
  'bill.mailReceipt': 'Quittung per E-Mail',
  'bill.mailReceiptEmail': 'Ihre E-Mail-Adresse',
  'bill.mailReceiptSend': 'Quittung senden',
  'bill.mailReceiptSending': 'Wird gesendet…',
  'bill.mailReceiptError':
    'Die Quittung konnte nicht gesendet werden. Bitte versuchen Sie es gleich noch einmal.',
  'bill.claimUnanswered':
    'Es kam keine Antwort. Tippen Sie noch einmal auf Bezahlen: Ein bereits bezahlter Teil wird nicht zweimal bezahlt.',
  // issue 36 (decision 090): die Quittung des Zahlenden und die Rechnung des Tisches
  'bill.partReceipt': 'Quittung über Ihren Anteil',
  'bill.partReceiptPdf': 'Quittung (PDF)',
  'bill.tableInvoice': 'Rechnung für den Tisch',
  'bill.tableInvoicePdf': 'Rechnung (PDF)',
};
