export * from './decide-claim';
export * from './equal-share';
export * from './table-bill';
