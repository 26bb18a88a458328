export * from './format-money';
export * from './locales';
export * from './server-messages';
export * from './translate';
