export * from './restaurant-draft-rules';
