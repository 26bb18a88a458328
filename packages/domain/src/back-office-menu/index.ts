export * from './menu-rules';
export * from './product-extras-rules';
