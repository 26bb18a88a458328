export * from './announcement-rules';
export * from './colour-contrast';
