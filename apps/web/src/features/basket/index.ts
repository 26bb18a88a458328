import { lazy } from 'react';

export { basketQuery, basketQueryKey } from './api/basket-api';
export { basketRecords } from './basket-state';
export { BasketBar } from './components/basket-bar';
export { BasketButton } from './components/basket-button';
export { DeliveryTypeSelector } from './components/delivery-type-selector';
export { SideBasketColumn } from './components/side-basket-column';
export { SideCartHost } from './components/side-cart-host';
export {
  useBasket,
  useBasketBusy,
  useBasketId,
  useCartQuantities,
  useDeliveryType,
  useOrderedQuantities,
} from './hooks/use-basket';
export { useBasketActions, useBasketChanges } from './hooks/use-basket-actions';

/** Issue 15: the basket's money and delivery minimum, for the checkout; on demand like the cart. */
export const OrderSummary = lazy(() => import('./components/order-summary'));

/** SPEC §5 item comment, for the checkout's summary; on demand like the cart. */
export const ItemCommentField = lazy(() => import('./components/item-comment-field'));

/** SPEC §2 /cart; loaded on demand, outside the menu's first load. */
export const CartPage = lazy(() => import('./components/cart-page'));
