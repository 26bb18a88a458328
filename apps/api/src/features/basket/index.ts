export { addPackage } from './add-package';
export { addProduct } from './add-product';
export {
  type BasketContents,
  type BasketRow,
  findBasket,
  findBasket as lockBasket,
  loadBasketContents,
} from './basket.repository';
export { basketRoutes } from './basket.routes';
export { assertBasketAccess } from './basket-access';
export { type BasketCaller, basketCaller } from './basket-caller';
export { assertAmountLimit, assertQuantityLimits, limitedLines } from './basket-limits';
export { basketView } from './basket-view';
export { checkBusinessContact, refuseVatIdUnlessOffered } from './business-contact';
export { changeBasket } from './change-basket';
export { checkoutExtrasRoutes } from './checkout-extras.routes';
export { setDeliveryTime } from './delivery-time.service';
export { itemDetailsFor, lineAvailableAt, slotFitsBasket, ticketLinesOf } from './item-details';
export { lineOptionsProblem } from './line-options';
export { notInAreaError, outsideAreaWarning, servedPostalCodesText } from './not-in-area';
export { removeProductsNotOffered } from './products-not-offered';
