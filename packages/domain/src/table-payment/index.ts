export * from './bill-lines';
export * from './claim-payment-type';
export * from './decide-claim';
export * from './equal-share';
export * from './table-bill';
