export { eInvoiceRoutes } from './e-invoice.routes';
