export { visitRoutes } from './visits.routes';
