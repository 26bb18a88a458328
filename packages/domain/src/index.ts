export * from './close-times';
export * from './delivery-types';
export * from './localized-text';
export * from './opening-hours';
export * from './price-label';
export * from './product-availability';
export * from './zoned-instant';
export * from './zoned-time';
