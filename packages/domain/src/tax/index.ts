export * from './allocate';
export * from './default-tax-rates';
export * from './order-tax';
export * from './sum-tax-lines';
export * from './tax-kinds';
export * from './tax-lines';
export * from './tax-rate-on';
export * from './taxable-parts';
