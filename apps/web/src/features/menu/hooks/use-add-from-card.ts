import type { ProductDto } from '@tavola/contracts';
import { useShowError } from '../../../lib/use-error-message';
import { useBasketActions } from '../../basket';

/**
 * SPEC §4 Add flow from a card: packages and products with options open the panel (`open`),
 * the rest is added at once; resolves true when it was.
 */
export function useAddFromCard(open: (product: ProductDto) => void) {
  const actions = useBasketActions();
  const showError = useShowError();
  return async (product: ProductDto): Promise<boolean> => {
    if (product.is_package === 1 || product.extra) {
      open(product);
      return false;
    }
    try {
      actions.announceAdded(product, await actions.add({ productId: product.id, quantity: 1 }));
      return true;
    } catch (error) {
      showError(error);
      return false;
    }
  };
}
