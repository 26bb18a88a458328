export * from './contact-fields';
export * from './order-access';
export * from './order-status';
export * from './payment-hold';
export * from './payment-methods';
export * from './payment-state';
export * from './review-eligibility';
