import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useAppContext } from '../../../lib/app-context';
import { connectLiveSocket, liveSocketUrl } from '../../../lib/live-socket';

/**
 * Issue 7: the guest's order page follows its order live. The socket names the order and its
 * own handle (as GET api/order does); each status or payment change, and each reconnect,
 * refetches the order, so the page shows what the restaurant just set.
 */
export function useOrderLiveStatus(orderId: string, token: string): void {
  const { config } = useAppContext();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!/^\d+$/.test(orderId) || !token) return;
    const refetch = () => void queryClient.invalidateQueries({ queryKey: ['order', orderId] });
    const live = connectLiveSocket({
      url: liveSocketUrl(config.apiBase),
      hello: () => ({ type: 'order', restaurantId: config.restaurantId, orderId: Number(orderId), token }),
      onEvent: refetch,
      onResume: (first) => {
        if (!first) refetch();
      },
    });
    return () => live.close();
  }, [config.apiBase, config.restaurantId, orderId, token, queryClient]);
}
