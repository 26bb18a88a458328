/** Issue 17: the table bill's receipt on request and a claim left without an answer; they load with the bill page's texts (web-deferred). */
export const tableBillEn = {
  'bill.mailReceipt': 'E-mail me the receipt',
  'bill.mailReceiptEmail': 'Your e-mail address',
  'bill.mailReceiptSend': 'Send the receipt',
  'bill.mailReceiptSending': 'Sending…',
  'bill.mailReceiptError': 'The receipt could not be sent. Please try again in a moment.',
  'bill.claimUnanswered': 'No answer came back. Press Pay again: a part already paid is not paid twice.',
  // issue 36 (decision 090): the payer's receipt and the table's invoice
  'bill.partReceipt': 'Receipt for your part',
  'bill.partReceiptPdf': 'Receipt (PDF)',
  'bill.tableInvoice': 'Invoice for the table',
  'bill.tableInvoicePdf': 'Invoice (PDF)',
} as const;

export type TableBillKey = keyof typeof tableBillEn;
