export * from './contact-fields';
export * from './payment-state';
