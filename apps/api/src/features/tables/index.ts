export { managerTableRoutes } from './manager-tables.routes';
export { setTableRoutes } from './set-table.routes';
export { tableOfToken, tableTokenCaller } from './table-of-token';
export { joinTableVisit, openVisitOf, type TableVisitRow, visitGuests } from './table-visit';
export { findTable, type TableRow, tableIdExists } from './tables.repository';
