export * from './basket';
export * from './catalogue';
export * from './engagement';
export * from './envelope';
export * from './fields';
export * from './oauth';
export * from './restaurant';
export * from './restaurant-settings';
