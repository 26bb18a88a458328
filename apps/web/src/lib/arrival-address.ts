/**
 * The query of the address the guest arrived with, read when the first module loads: before
 * the router redirects or the table's parameters leave the address (SPEC §4 Login landing).
 */
export const arrivalSearch = typeof location === 'undefined' ? '' : location.search;
