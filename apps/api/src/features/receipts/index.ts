export { receiptAttachment } from './receipt-answer';
export { receiptRoutes } from './receipts.routes';
