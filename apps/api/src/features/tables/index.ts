export { managerTableRoutes } from './manager-tables.routes';
export { setTableRoutes } from './set-table.routes';
export { findTable, type TableRow } from './tables.repository';
