export * from './accounts';
export * from './catalogue';
export * from './engagement';
export * from './ordering';
export * from './restaurants';
export * from './table-ordering';
export * from './table-payments';
export * from './tickets';
