import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { connectLiveSocket, type LiveMessage, type LiveState, liveSocketUrl } from '../../../lib/live-socket';
import { managerKeys } from '../api/manager-api';
import { tableKeys } from '../api/tables-api';

/**
 * The restaurant's live socket (issue 7): every order event refetches the board (and the open
 * order); a reconnect refetches too, so nothing that happened while offline is missed.
 * Issue 16: every event refetches the table view too, and a table's call (or its
 * acknowledgement on another screen) the list of open calls.
 */
export function useRestaurantLive(options: {
  apiBase: string;
  restaurantId: number;
  token: string;
  onOrderCreated: (event: LiveMessage) => void;
  /** a guest at a table called the staff (event `table.call`) */
  onTableCall: () => void;
  onRefused: (event: LiveMessage) => void;
}): LiveState {
  const { apiBase, restaurantId, token } = options;
  const queryClient = useQueryClient();
  const [state, setState] = useState<LiveState>('connecting');
  const callbacks = useRef(options);
  callbacks.current = options;
  useEffect(() => {
    const refetchBoard = () => {
      void queryClient.invalidateQueries({ queryKey: managerKeys.orders(restaurantId) });
      void queryClient.invalidateQueries({ queryKey: tableKeys.overview(restaurantId) });
      void queryClient.invalidateQueries({ queryKey: tableKeys.calls(restaurantId) });
    };
    const live = connectLiveSocket({
      url: liveSocketUrl(apiBase),
      hello: () => ({ type: 'manager', token, restaurantId }),
      onEvent: (event) => {
        refetchBoard();
        if (event.orderId)
          void queryClient.invalidateQueries({ queryKey: managerKeys.order(restaurantId, event.orderId) });
        if (event.type === 'order.created') callbacks.current.onOrderCreated(event);
        if (event.type === 'table.call') callbacks.current.onTableCall();
      },
      onResume: (first) => {
        if (!first) {
          refetchBoard();
          void queryClient.invalidateQueries({ queryKey: [...managerKeys.all, restaurantId, 'order'] });
        }
      },
      onState: setState,
      onRefused: (event) => callbacks.current.onRefused(event),
    });
    return () => live.close();
  }, [apiBase, restaurantId, token, queryClient]);
  return state;
}
