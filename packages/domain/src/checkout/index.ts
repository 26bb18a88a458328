export * from './order-summary';
export * from './shipping';
export * from './voucher';
