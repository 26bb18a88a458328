export * from './legal-details-rules';
export * from './restaurant-draft-rules';
export * from './tax-identifiers';
