export * from './order-summary';
export * from './served-postal-codes';
export * from './shipping';
export * from './tip';
export * from './voucher';
