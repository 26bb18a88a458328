export { cashExportRoutes } from './cash-export.routes';
