export * from './bill-lines';
export * from './claim-payment-type';
export * from './claim-tax';
export * from './decide-claim';
export * from './equal-share';
export * from './table-bill';
