export * from './activity-kinds';
export * from './staff-rules';
