import type { BasketDto, RestaurantInfo } from '@tavola/contracts';
import { missingContactFields } from '@tavola/domain';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
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
 * SPEC §4 Cart and checkout, pay at the counter: the basket switches to pickup and loses its
 * time; when the restaurant requires no personal fields the order is placed at once, otherwise
 * the checkout form stays for them, with pay at the counter chosen. Answers whether the
 * shortcut is still at work (the page shows a loading state meanwhile).
 */
export function useCounterShortcut(restaurant: RestaurantInfo, basket: BasketDto | undefined): boolean {
  const [params, setParams] = useSearchParams();
  const wanted = params.has(counterParameter) && restaurant.settings.paymentMethods.includes('pwc');
  const [working, setWorking] = useState(wanted);
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
      setWorking(false);
    };
    (async () => {
      await actions.changeDeliveryType('pickup');
      if (basket.deliveryTime !== null) {
        store((await checkoutApi.addDeliveryTime(api, basket.id, null, 'pickup')).data);
      }
      const rules = restaurant.settings.personal_information_fields;
      if (missingContactFields(rules, {}, false).length > 0) return leaveShortcut();
      // pay at the counter orders for now, whatever time the basket held (SPEC §4)
      await placeOrder(basket.id, 'pwc', undefined);
    })().catch((error: unknown) => {
      snackbar.error(messageOf(error));
      leaveShortcut();
    });
  }, [wanted, basket, actions, api, store, placeOrder, messageOf, restaurant, setParams]);

  return wanted && working;
}
