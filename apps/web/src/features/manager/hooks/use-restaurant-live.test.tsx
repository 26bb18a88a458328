// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { managerKeys } from '../api/manager-api';
import { tableKeys } from '../api/tables-api';
import { useRestaurantLive } from './use-restaurant-live';

/** A stand-in for the browser's WebSocket: the test plays the server. */
class FakeSocket {
  static last: FakeSocket | undefined;
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.last = this;
  }
  send() {}
  close() {}
  serverSays(message: Record<string, unknown>) {
    act(() => this.onmessage?.({ data: JSON.stringify(message) }));
  }
}

beforeEach(() => vi.stubGlobal('WebSocket', FakeSocket));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The hook on a query client whose queries of restaurant 1 are all fresh, and what it invalidated. */
function listen() {
  const queryClient = new QueryClient();
  const keys = [managerKeys.orders(1), tableKeys.overview(1), tableKeys.calls(1), tableKeys.list(1)];
  for (const key of keys) queryClient.setQueryData(key, []);
  const onTableCall = vi.fn();
  const onOrderCreated = vi.fn();
  renderHook(
    () =>
      useRestaurantLive({
        apiBase: '/api',
        restaurantId: 1,
        token: 'manager-token',
        onOrderCreated,
        onTableCall,
        onRefused: () => undefined,
      }),
    {
      wrapper: ({ children }: { children: ReactNode }) => (
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      ),
    },
  );
  const stale = () => keys.filter((key) => queryClient.getQueryState(key)?.isInvalidated).map(String);
  return { socket: FakeSocket.last!, stale, onTableCall, onOrderCreated };
}

describe('useRestaurantLive, issue 16', () => {
  it('refreshes the open calls and the table view when a table calls, and says so once', () => {
    const { socket, stale, onTableCall, onOrderCreated } = listen();
    socket.serverSays({
      type: 'table.call',
      restaurantId: 1,
      callId: 9,
      tableId: 3,
      tableName: 'T3',
      kind: 'waiter',
    });
    expect(onTableCall).toHaveBeenCalledTimes(1);
    expect(onOrderCreated).not.toHaveBeenCalled();
    expect(stale()).toEqual([managerKeys.orders(1), tableKeys.overview(1), tableKeys.calls(1)].map(String));
  });

  it('refreshes the table view on an order event (its open orders and total change), not the table list', () => {
    const { socket, stale, onTableCall } = listen();
    socket.serverSays({ type: 'order.status', orderId: 5, status: 'delivered' });
    expect(stale()).toContain(String(tableKeys.overview(1)));
    expect(stale()).not.toContain(String(tableKeys.list(1)));
    expect(onTableCall).not.toHaveBeenCalled();
  });
});
