export * from './contact-fields';
export * from './payment-methods';
export * from './payment-state';
