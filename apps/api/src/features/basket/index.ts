export { findBasket, findBasket as lockBasket, loadBasketContents } from './basket.repository';
export { basketRoutes } from './basket.routes';
export { assertBasketAccess } from './basket-access';
export { assertAmountLimit, assertQuantityLimits, limitedLines } from './basket-limits';
export { basketView } from './basket-view';
export { checkoutExtrasRoutes } from './checkout-extras.routes';
