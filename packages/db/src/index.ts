export * from './client';
export * from './migrate';
export * from './password-hash';
export * from './rich-text';
export * as schema from './schema';
export * from './seed/seed-demo';
