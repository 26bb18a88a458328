import { basketApi } from '../api/basket-api';
import { cartApi } from '../api/cart-api';
import { useBasketChanges } from './use-basket-actions';

/** The cart's changes of existing lines (SPEC §2 Cart screen); nothing here creates a basket. */
export function useCartActions() {
  const { api, changeExisting } = useBasketChanges();
  return {
    /** the cart's plus: one more unit on the same line */
    increase: (line: { basketProductId: number; RestaurantProductId: number; is_package: 0 | 1 }) =>
      changeExisting((basketId) => {
        const input = {
          productId: line.RestaurantProductId,
          basketProductId: line.basketProductId,
          quantity: 1,
        };
        return line.is_package
          ? basketApi.addPackage(api, basketId, input)
          : basketApi.add(api, basketId, input);
      }),
    /** one unit less; the line goes at 0 */
    decrease: (basketProductId: number) =>
      changeExisting((basketId) => cartApi.removeOne(api, basketId, basketProductId)),
    remove: (basketProductId: number) =>
      changeExisting((basketId) => cartApi.deleteLine(api, basketId, basketProductId)),
    saveComment: (basketProductId: number, comment: string) =>
      changeExisting((basketId) => cartApi.updateComment(api, basketId, basketProductId, comment)),
    saveTableCapacity: (adults: number, children: number) =>
      changeExisting((basketId) => cartApi.updateTableCapacity(api, basketId, adults, children)),
  };
}
