export * from './announcement-rules';
export * from './colour-contrast';
export * from './information-page-rules';
export * from './page-kinds';
