export * from './closure-rules';
export * from './week-preview';
export * from './weekly-hours-rules';
