export * from './claim-receipt';
export * from './credit-note';
export * from './receipt';
export * from './receipt-recipient';
export * from './table-invoice';
