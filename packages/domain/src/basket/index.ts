export * from './attribute-selection';
export * from './item-rules';
export * from './line-merge';
export * from './line-price';
export * from './order-limits';
export * from './package-selection';
export * from './stock';
