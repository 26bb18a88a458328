export { findBasket, findBasket as lockBasket, loadBasketContents } from './basket.repository';
export { basketRoutes } from './basket.routes';
export { type BasketCaller, changeBasket } from './basket.service';
export { assertBasketAccess } from './basket-access';
export { basketCaller } from './basket-caller';
export { assertAmountLimit, assertQuantityLimits, limitedLines } from './basket-limits';
export { basketView } from './basket-view';
export { checkoutExtrasRoutes } from './checkout-extras.routes';
export { removeProductsNotOffered } from './products-not-offered';
