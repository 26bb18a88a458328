export * from './colour-contrast';
export * from './announcement-rules';
