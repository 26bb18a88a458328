export * from './order-summary';
export * from './shipping';
export * from './tip';
export * from './voucher';
