export * from './credit-note';
export * from './receipt';
export * from './receipt-recipient';
