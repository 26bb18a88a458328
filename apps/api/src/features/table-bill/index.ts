// A table's bill (issue 17, decision 029): its lines, its claims and their locks, closing it,
// settling a claim's payment and telling the table. The guests' and staff's routes
// (table-payments), the payments code (payment) and create-order (order) all build on it, and it
// imports none of them, so no feature imports another in a cycle (issue 35).
export { announceClaimSettlement, announceTablePayment } from './announce-table-payment';
export { billForOrder } from './bill-for-order';
export { closeBill, closeIfPaid } from './close-table-bill';
export { holdClaim, payClaim, releaseClaim, sharesTaken } from './hold-claim';
export { type LoadedTableBill, loadTableBill } from './load-table-bill';
export { type ClaimSettlement, settleTableClaim } from './settle-table-claim';
export {
  claimByIdempotencyKey,
  findTablePayment,
  lockClaim,
  lockTablePayment,
  openClaimPayment,
  openPaymentLinks,
  type TableClaimRow,
  type TablePaymentRow,
} from './table-bill.repository';
export { claimReceipt, claimReceiptFileName, tableInvoice } from './table-receipts-of-bill';
