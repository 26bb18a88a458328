export * from './delivery-calendar';
export * from './delivery-slots';
export * from './orderable-types';
export * from './quarter-hours';
export * from './wall-clock';
