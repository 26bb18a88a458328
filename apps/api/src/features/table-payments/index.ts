export { announceClaimSettlement } from './announce-table-payment';
export { billForOrder } from './bill-for-order';
export { type ClaimSettlement, settleTableClaim } from './claim-payment';
export { findTablePayment } from './table-payments.repository';
export { tablePaymentRoutes } from './table-payments.routes';
