export * from './account-rules';
export * from './pagination';
