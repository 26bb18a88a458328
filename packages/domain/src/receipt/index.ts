export * from './claim-receipt';
export * from './receipt';
export * from './receipt-recipient';
export * from './table-invoice';
