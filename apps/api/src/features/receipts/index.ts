export { claimReceiptDocument } from './claim-receipt-document';
export { invoiceSeller } from './invoice-seller';
export { receiptAttachment, sendReceiptDocument } from './receipt-answer';
export { receiptOfOrder } from './receipt-of-order';
export { receiptPdf } from './receipt-pdf';
export { pdfHrefOf, receiptRoutes } from './receipts.routes';
export { tableInvoiceDocument } from './table-invoice-document';
