import { useQueryClient } from '@tanstack/react-query';
import type { BasketDto } from '@tavola/contracts';
import type { DeliveryType } from '@tavola/domain';
import { ApiError, basketMissingCode } from '../../../lib/api-client';
import { useAppContext } from '../../../lib/app-context';
import { useTranslation } from '../../../lib/i18n';
import { addedSnackbarMs, snackbar } from '../../../lib/snackbar';
import { useErrorMessage } from '../../../lib/use-error-message';
import { type AddInput, basketApi, basketQueryKey, type PackageInput } from '../api/basket-api';
import { basketChanges, basketRecords, sideBasketColumn, sideCartMedia, sideCartOpen } from '../basket-state';
import { cartShrank, orderedQuantities } from '../cart-lines';
import { useDeliveryType } from './use-basket';

/** One basket creation at a time per restaurant: two quick adds share it. */
const pendingCreation = new Map<number, Promise<string>>();

/**
 * How the basket changes (SPEC §7 rows): created on demand with the chosen delivery type,
 * each answer put into the query cache, the 'is changing' flag kept for the cart.
 */
export function useBasketChanges() {
  const { api, config } = useAppContext();
  const { t, locale } = useTranslation();
  const queryClient = useQueryClient();
  const { selected } = useDeliveryType();
  const messageOf = useErrorMessage();
  const restaurantId = config.restaurantId;

  function store(basket: BasketDto) {
    // a load that started before this change must not overwrite its answer
    void queryClient.cancelQueries({ queryKey: basketQueryKey(basket.id, locale) });
    // answers come in the request's language; other languages' copies are refetched when needed
    queryClient.removeQueries({
      queryKey: ['basket', basket.id],
      predicate: (query) => query.queryKey[2] !== locale,
    });
    queryClient.setQueryData(basketQueryKey(basket.id, locale), basket);
    basketRecords.rememberDeliveryType(restaurantId, basket.deliveryType);
    return basket;
  }

  function ensureBasketId(): Promise<string> {
    const stored = basketRecords.basketId(restaurantId);
    if (stored) return Promise.resolve(stored);
    let creation = pendingCreation.get(restaurantId);
    if (!creation) {
      creation = basketApi
        .create(api, selected)
        .then(({ data }) => {
          basketRecords.remember({ restaurantId, basketId: data.id });
          return data.id;
        })
        .catch((error: unknown) => {
          throw new ApiError(
            error instanceof ApiError ? error.status : 0,
            messageOf(error, t('basket.createError')),
          );
        })
        .finally(() => pendingCreation.delete(restaurantId));
      pendingCreation.set(restaurantId, creation);
    }
    return creation;
  }

  /** Runs a change on the basket; a basket the server no longer knows is replaced once. */
  function change(run: (basketId: string) => Promise<{ data: BasketDto }>): Promise<BasketDto> {
    const work = (async () => {
      const basketId = await ensureBasketId();
      try {
        return store((await run(basketId)).data);
      } catch (error) {
        if (!(error instanceof ApiError && error.code === basketMissingCode)) throw error;
        // the client forgot the record already (SPEC §4); a fresh basket takes the change
        return store((await run(await ensureBasketId())).data);
      }
    })();
    return basketChanges.track(work);
  }

  /** Only changes of an existing basket (the cart's controls); nothing is created. */
  function changeExisting(run: (basketId: string) => Promise<{ data: BasketDto }>): Promise<BasketDto> {
    const basketId = basketRecords.basketId(restaurantId);
    if (!basketId) return Promise.reject(new ApiError(404, t('basket.notFound')));
    return basketChanges.track(run(basketId).then((answer) => store(answer.data)));
  }

  return {
    api,
    t,
    locale,
    queryClient,
    selected,
    messageOf,
    restaurantId,
    store,
    change,
    changeExisting,
    ensureBasketId,
  };
}

/** Adding to the basket and choosing the delivery type: what the menu needs. */
export function useBasketActions() {
  const { api, t, locale, queryClient, selected, messageOf, restaurantId, store, change } =
    useBasketChanges();

  /**
   * SPEC §4 Package flow / Add flow: after adding, the side cart (wide) or 'Added' (narrow).
   * Issue 15: on wide screens the side basket beside the menu shows the change in place, with
   * nothing to close before the next add; screen readers hear what was added and how many of
   * it the basket now holds.
   */
  function announceAdded(product: { id: number; name: string }, basket: BasketDto) {
    const detail = t('basket.addedDetail', {
      name: product.name,
      count: orderedQuantities(basket).get(product.id) ?? 0,
    });
    if (window.matchMedia(sideCartMedia).matches) {
      if (!sideBasketColumn.present()) sideCartOpen.set(true);
      snackbar.show({ text: detail, tone: 'success', durationMs: addedSnackbarMs, screenReaderOnly: true });
    } else snackbar.show({ text: t('basket.added'), detail, tone: 'success', durationMs: addedSnackbarMs });
  }

  return {
    add: (input: AddInput) => change((basketId) => basketApi.add(api, basketId, input)),
    addPackage: (input: PackageInput) => change((basketId) => basketApi.addPackage(api, basketId, input)),
    announceAdded,
    /**
     * SPEC §4 Delivery type change: ignored when equal; without a basket it is kept locally
     * (sent on create); with one it is posted, the menu reloads (its queries carry the type),
     * and 'Some items are removed from the cart' shows when the cart shrank.
     */
    async changeDeliveryType(type: DeliveryType) {
      if (type === selected) return;
      const basketId = basketRecords.basketId(restaurantId);
      if (!basketId) {
        basketRecords.rememberDeliveryType(restaurantId, type);
        return;
      }
      const before = queryClient.getQueryData<BasketDto>(basketQueryKey(basketId, locale));
      try {
        const answer = await basketChanges.track(basketApi.changeDeliveryMethod(api, basketId, type));
        store(answer.data);
        if (cartShrank(before, answer.data)) snackbar.show({ text: t('basket.itemsRemoved') });
        if (answer.message?.body)
          snackbar.show({
            text: answer.message.body,
            tone: answer.message.type === 'error' ? 'error' : 'info',
          });
      } catch (error) {
        snackbar.error(messageOf(error, t('basket.deliveryTypeError')));
      }
    },
  };
}

export type BasketActions = ReturnType<typeof useBasketActions>;
