export * from './menu-rules';
