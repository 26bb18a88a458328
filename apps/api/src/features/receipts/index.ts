export { orderReceipt, receiptFileName } from './receipt-answer';
export { receiptPdf } from './receipt-pdf';
export { receiptRoutes } from './receipts.routes';
