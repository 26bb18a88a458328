export * from './locales';
export * from './server-messages';
export * from './translate';
export * from './format-money';
