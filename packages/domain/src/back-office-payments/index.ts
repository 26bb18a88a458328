export * from './voucher-draft-rules';
