export { holdSlot, quarterOf, releaseSlot, type SlotHold } from './hold-slot';
export { releaseOrderResources } from './release-order-resources';
export { releaseStock, takeStock } from './take-stock';
export { returnVoucher, useVoucher } from './use-voucher';
