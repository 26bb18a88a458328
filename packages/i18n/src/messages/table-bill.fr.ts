import type { Catalogue } from '../translate';
import type { TableBillKey } from './table-bill.en';

export const tableBillFr: Catalogue<TableBillKey> = {
  'bill.mailReceipt': 'Recevoir le reçu par e-mail',
  'bill.mailReceiptEmail': 'Votre adresse e-mail',
  'bill.mailReceiptSend': 'Envoyer le reçu',
  'bill.mailReceiptSending': 'Envoi…',
  'bill.mailReceiptError': 'Le reçu n’a pas pu être envoyé. Veuillez réessayer dans un instant.',
  'bill.claimUnanswered':
    'Aucune réponse n’est arrivée. Appuyez de nouveau sur Payer : une part déjà payée ne l’est pas deux fois.',
  // issue 36 (décision 090) : le reçu du payeur et la facture de la table
  'bill.partReceipt': 'Reçu de votre part',
  'bill.partReceiptPdf': 'Reçu (PDF)',
  'bill.tableInvoice': 'Facture de la table',
  'bill.tableInvoicePdf': 'Facture (PDF)',
};
