export * from './contact-fields';
export * from './payment-methods';
export * from './order-status';
export * from './payment-state';
