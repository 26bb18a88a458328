export { findBasket } from './basket.repository';
export { basketRoutes } from './basket.routes';
export { checkoutExtrasRoutes } from './checkout-extras.routes';
