import type { BasketDto, RestaurantInfo } from '@tavola/contracts';
import { missingContactFields } from '@tavola/domain';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'wouter';
import { useAppContext } from '../../../lib/app-context';
import { snackbar } from '../../../lib/snackbar';
import { useErrorMessage } from '../../../lib/use-error-message';
import { useBasketActions } from '../../basket';
import { checkoutApi } from '../api/checkout-api';
import { usePlaceOrder } from './use-place-order';
import { useStoreBasket } from './use-store-basket';

/** The cart's 'Continue' asks for the pay-at-counter shortcut with this query parameter. */
export const counterParameter = 'counter';

/**
 * 'preparing' while the basket is switched to pickup now; 'review' when the order can be placed
 * without a form (the page shows what will be ordered and a 'Place order' button); 'off' when
 * there is no shortcut or the restaurant needs the guest's details (the form takes over).
 */
export type CounterPhase = 'preparing' | 'review' | 'off';

/**
 * SPEC §4 Cart and checkout, pay at the counter: the basket switches to pickup and loses its
 * time; when the restaurant requires no personal fields the guest sees a short review and
 * places the order from there (issue 15: never placed without a last look), otherwise the
 * checkout form stays for them, with pay at the counter chosen.
 */
export function useCounterShortcut(restaurant: RestaurantInfo, basket: BasketDto | undefined) {
  const [params, setParams] = useSearchParams();
  const wanted = params.has(counterParameter) && restaurant.settings.paymentMethods.includes('pwc');
  const [phase, setPhase] = useState<CounterPhase>(wanted ? 'preparing' : 'off');
  const started = useRef(false);
  const { api } = useAppContext();
  const actions = useBasketActions();
  const store = useStoreBasket();
  const placeOrder = usePlaceOrder();
  const messageOf = useErrorMessage();

  useEffect(() => {
    if (!wanted || !basket || started.current) return;
    started.current = true;
    const leaveShortcut = () => {
      setParams(
        (old) => {
          old.delete(counterParameter);
          return old;
        },
        { replace: true },
      );
      setPhase('off');
    };
    (async () => {
      await actions.changeDeliveryType('pickup');
      if (basket.deliveryTime !== null) {
        store((await checkoutApi.addDeliveryTime(api, basket.id, null, 'pickup')).data);
      }
      const rules = restaurant.settings.personal_information_fields;
      if (missingContactFields(rules, {}, false).length > 0) return leaveShortcut();
      setPhase('review');
    })().catch((error: unknown) => {
      snackbar.error(messageOf(error));
      leaveShortcut();
    });
  }, [wanted, basket, actions, api, store, messageOf, restaurant, setParams]);

  return {
    phase: wanted ? phase : ('off' as const),
    // pay at the counter orders for now, whatever time the basket held (SPEC §4)
    place: (basketId: string) => placeOrder(basketId, 'pwc', undefined),
  };
}
