// The rich-text sanitiser (jsdom + DOMPurify) is its own entry point, `@tavola/db/rich-text`:
// importing the database does not load it (issue 14, a lean API start).
export * from './client';
export * from './migrate';
export * from './password-hash';
export * as schema from './schema';
export * from './seed/seed-demo';
export * from './statement';
