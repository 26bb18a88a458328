export {
  type BasketContents,
  type BasketRow,
  findBasket,
  findBasket as lockBasket,
  loadBasketContents,
} from './basket.repository';
export { basketRoutes } from './basket.routes';
export {
  addPackage,
  addProduct,
  type BasketCaller,
  changeBasket,
  lineOptionsProblem,
} from './basket.service';
export { assertBasketAccess } from './basket-access';
export { basketCaller } from './basket-caller';
export { assertAmountLimit, assertQuantityLimits, limitedLines } from './basket-limits';
export { basketView } from './basket-view';
export { checkoutExtrasRoutes } from './checkout-extras.routes';
export { setDeliveryTime } from './delivery-time.service';
export { itemDetailsFor, lineAvailableAt, slotFitsBasket, ticketLinesOf } from './item-details';
export { notInAreaError, outsideAreaWarning, servedPostalCodesText } from './not-in-area';
export { removeProductsNotOffered } from './products-not-offered';
