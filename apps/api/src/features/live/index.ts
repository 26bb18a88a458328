export { closeCodes, liveRoutes } from './live.routes';
export { describeLiveSocket } from './live-openapi';
