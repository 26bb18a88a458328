export * from './shipping';
export * from './voucher';
