export { announceClaimSettlement } from './announce-table-payment';
export { billForOrder } from './bill-for-order';
export { type ClaimSettlement, settleTableClaim } from './claim-payment';
export { managerTableBillRoutes } from './manager-table-bills.routes';
export { findTablePayment } from './table-payments.repository';
export { tablePaymentRoutes } from './table-payments.routes';
