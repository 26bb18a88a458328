import { useQueryClient } from '@tanstack/react-query';
import type { BasketDto } from '@tavola/contracts';
import { useCallback } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { basketQueryKey } from '../../basket';

/** Puts a checkout answer's basket into the query cache, so every view shows the server's totals. */
export function useStoreBasket() {
  const queryClient = useQueryClient();
  const { locale } = useTranslation();
  return useCallback(
    (basket: BasketDto) => {
      queryClient.removeQueries({
        queryKey: ['basket', basket.id],
        predicate: (query) => query.queryKey[2] !== locale,
      });
      queryClient.setQueryData(basketQueryKey(basket.id, locale), basket);
    },
    [queryClient, locale],
  );
}
