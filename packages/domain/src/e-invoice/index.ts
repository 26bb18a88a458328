export * from './business-buyer';
export * from './invoice-amounts';
