import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useAppContext } from '../../../lib/app-context';
import { connectLiveSocket, type LiveState, liveSocketUrl } from '../../../lib/live-socket';
import { tablePaymentKeys } from '../api/table-payment-api';

/**
 * Issue 17: the table's bill live on this phone. The socket says hello as the table's bill
 * (`{ type: 'table', restaurantId, tablePaymentId }`); every event (a claim made, paid,
 * released, the bill closed) and every (re)connect reads the bill again — events carry no more
 * than what changed. Returns the socket's id, for `x-socket-id` on this phone's own claims, and
 * whether the bill is live now.
 */
export function useBillLive(tablePaymentId: string | undefined): {
  socketId: () => string | undefined;
  state: LiveState;
} {
  const { config } = useAppContext();
  const queryClient = useQueryClient();
  const socketId = useRef<string | undefined>(undefined);
  const [state, setState] = useState<LiveState>('connecting');
  useEffect(() => {
    if (!tablePaymentId) return;
    const key = tablePaymentKeys.bill(config.restaurantId, tablePaymentId);
    const refetch = () => void queryClient.invalidateQueries({ queryKey: key });
    const live = connectLiveSocket({
      url: liveSocketUrl(config.apiBase),
      hello: () => ({ type: 'table', restaurantId: config.restaurantId, tablePaymentId }),
      onReady: (message) => {
        socketId.current = message.socketId;
      },
      onEvent: (event) => {
        if (event.type === 'table.payment') refetch();
      },
      // the first 'ready' too: what was published between the page's first read and the
      // socket's hello (a phone just back from the provider) was not heard
      onResume: refetch,
      onState: (next) => {
        if (next !== 'open') socketId.current = undefined;
        setState(next);
      },
    });
    return () => live.close();
  }, [config.apiBase, config.restaurantId, tablePaymentId, queryClient]);
  return { socketId: () => socketId.current, state };
}
