export * from './blog-rules';
export * from './csv';
