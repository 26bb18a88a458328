export { closeCodes, liveRoutes } from './live.routes';
