import { useQuery } from '@tanstack/react-query';
import { type DeliveryType, offeredDeliveryTypes, preferredDeliveryType } from '@tavola/domain';
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { useAppContext } from '../../../lib/app-context';
import { useTranslation } from '../../../lib/i18n';
import { typesOpenNow, useRestaurant } from '../../restaurant';
import { basketQuery } from '../api/basket-api';
import { basketChanges, basketRecords, sideCartOpen } from '../basket-state';
import { basketQuantities, orderedQuantities } from '../cart-lines';

function useRecordsVersion() {
  return useSyncExternalStore(basketRecords.subscribe, basketRecords.version, basketRecords.version);
}

/**
 * The id of this restaurant's stored basket, if there is one. None while a rendered menu
 * hydrates, as in the server's render, which knows no guest (issue 33): read from the storage
 * there, a basket whose answer had come in before the page's part hydrated (another part had
 * asked for it) drew a basket bar and counts that the server's markup did not have, and React
 * rendered the page anew (#418, on a loaded machine). It counts from the render after.
 */
export function useBasketId(): string | undefined {
  const { config } = useAppContext();
  return useSyncExternalStore(
    basketRecords.subscribe,
    () => basketRecords.basketId(config.restaurantId),
    () => undefined,
  );
}

/** SPEC §4 On start: the basket loads when one is stored. */
export function useBasket() {
  const { api } = useAppContext();
  const { locale } = useTranslation();
  return useQuery(basketQuery(api, locale, useBasketId()));
}

/** Units per product in the basket (SPEC §4 Stock: package items count times the package quantity). */
export function useCartQuantities(): Map<number, number> {
  const basket = useBasket().data;
  return useMemo(() => basketQuantities(basket), [basket]);
}

/** How many of each product the basket holds as lines of its own (issue 15: 'N in the basket' on the cards). */
export function useOrderedQuantities(): Map<number, number> {
  const basket = useBasket().data;
  return useMemo(() => orderedQuantities(basket), [basket]);
}

/**
 * The delivery type: the basket's when it exists, else the one the guest chose (kept
 * locally and sent when the basket is created), else the first offered one open now, else
 * the first offered one (issue 15: never one the restaurant does not offer).
 * SPEC §4: 'here' is not offered while the restaurant is closed.
 */
export function useDeliveryType(): { selected: DeliveryType | undefined; offered: DeliveryType[] } {
  const { config } = useAppContext();
  const restaurant = useRestaurant();
  const basket = useBasket().data;
  useRecordsVersion();
  const offered = offeredDeliveryTypes(restaurant.settings.deliveryTypes, restaurant.closed);
  const fromBasket = basket?.deliveryType;
  useEffect(() => {
    // remembered, so the next visit's first menu request already carries it
    if (fromBasket) basketRecords.rememberDeliveryType(config.restaurantId, fromBasket);
  }, [fromBasket, config.restaurantId]);
  const chosen = basketRecords.deliveryType(config.restaurantId);
  const openNow = typesOpenNow(restaurant, offered);
  const selected =
    fromBasket ??
    (chosen && offered.includes(chosen) ? chosen : undefined) ??
    preferredDeliveryType(offered, openNow);
  return { selected, offered };
}

/** SPEC §4 Flags: true while any change of the basket is on its way. */
export function useBasketBusy(): boolean {
  return useSyncExternalStore(basketChanges.busy.subscribe, basketChanges.busy.get, basketChanges.busy.get);
}

export function useSideCartOpen(): boolean {
  return useSyncExternalStore(sideCartOpen.subscribe, sideCartOpen.get, sideCartOpen.get);
}
