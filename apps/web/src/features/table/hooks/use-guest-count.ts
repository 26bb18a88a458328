import { useQueryClient } from '@tanstack/react-query';
import type { BasketDto } from '@tavola/contracts';
import { toLocalMoment } from '@tavola/domain';
import { useCallback } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { basketQueryKey, needsGuestCount, useBasket, useBasketId } from '../../basket';
import { useRestaurant } from '../../restaurant';
import { capacityPrompt } from '../capacity-prompt';

/** Today in the restaurant's zone, the day a table's guests are counted for. */
const restaurantToday = (timeZone: string) => toLocalMoment(Date.now(), timeZone).date;

/** SPEC §4 Login landing: the basket is at a table whose guests are still to be counted today. */
export function useGuestCountNeeded(): boolean {
  const restaurant = useRestaurant();
  const basket = useBasket().data;
  return needsGuestCount(
    restaurant.settings.has_person_on_table,
    basket,
    restaurantToday(restaurant.time_zone),
  );
}

/**
 * SPEC §4 Order/payment 'Table info must be saved before ordering': the checkout asks this before
 * it orders. True when the guests are still to be counted: the modal opens and `then` goes on
 * once they are. Reads the basket as cached now, so a count saved a moment ago counts.
 */
export function useGuestCountGate(): (then: () => void) => boolean {
  const restaurant = useRestaurant();
  const queryClient = useQueryClient();
  const basketId = useBasketId();
  const { locale } = useTranslation();
  return useCallback(
    (then) => {
      const basket = queryClient.getQueryData<BasketDto>(basketQueryKey(basketId, locale));
      const today = restaurantToday(restaurant.time_zone);
      if (!needsGuestCount(restaurant.settings.has_person_on_table, basket, today)) return false;
      capacityPrompt.open(then);
      return true;
    },
    [queryClient, basketId, locale, restaurant],
  );
}
