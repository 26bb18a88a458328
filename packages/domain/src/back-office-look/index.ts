export * from './announcement-rules';
export * from './colour-contrast';
export * from './page-kinds';
