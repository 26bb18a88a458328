export * from './delivery-calendar';
export * from './delivery-slots';
export * from './quarter-hours';
export * from './wall-clock';
