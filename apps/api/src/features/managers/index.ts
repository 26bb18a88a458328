export { managerRoutes } from './managers.routes';
