export { orderRoutes } from './order.routes';
