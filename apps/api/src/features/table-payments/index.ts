export { managerTableBillRoutes } from './manager-table-bills.routes';
export { tablePaymentRoutes } from './table-payments.routes';
export { tableReceiptRoutes } from './table-receipts.routes';
