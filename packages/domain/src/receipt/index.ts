export * from './receipt';
export * from './receipt-recipient';
