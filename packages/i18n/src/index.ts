export * from './format-money';
export * from './format-wall-clock';
export * from './locales';
export * from './receipt-messages';
export * from './server-messages';
export * from './translate';
