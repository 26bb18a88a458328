export * from './rank-search-results';
export * from './search-availability';
