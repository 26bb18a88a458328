/** Issue 17: the table bill's receipt on request; loads with the bill page's texts (web-deferred). */
export const tableBillEn = {
  'bill.mailReceipt': 'E-mail me the receipt',
  'bill.mailReceiptEmail': 'Your e-mail address',
  'bill.mailReceiptSend': 'Send the receipt',
  'bill.mailReceiptSending': 'Sending…',
  'bill.mailReceiptError': 'The receipt could not be sent. Please try again in a moment.',
} as const;

export type TableBillKey = keyof typeof tableBillEn;
