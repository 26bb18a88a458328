export * from './table-calls';
export * from './table-capacity';
export * from './table-qr-url';
