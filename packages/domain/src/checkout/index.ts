export * from './shipping';
export * from './tip';
export * from './voucher';
