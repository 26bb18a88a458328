export { breakPatternRoutes } from './break-patterns.routes';
export { managerOrderRoutes } from './manager-orders.routes';
export { managerRoutes } from './managers.routes';
