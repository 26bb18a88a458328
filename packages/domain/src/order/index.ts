export * from './contact-fields';
export * from './order-status';
export * from './payment-state';
