export { invoiceSeller } from './invoice-seller';
export { receiptAttachment } from './receipt-answer';
export { receiptRoutes } from './receipts.routes';
