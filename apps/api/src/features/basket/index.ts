export { findBasket } from './basket.repository';
export { basketRoutes } from './basket.routes';
