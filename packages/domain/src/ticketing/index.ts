export * from './ticket-code';
export * from './ticket-details';
export * from './ticket-slots';
export * from './ticket-time-rules';
