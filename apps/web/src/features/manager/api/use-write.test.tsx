// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ManagerApi } from './manager-api';
import { saveRow, useWrite } from './use-write';

afterEach(cleanup);

const vouchers = ['manager', 1, 'vouchers'] as const;
const activity = ['manager', 1, 'activity'] as const;
const menu = ['manager', 1, 'menu'] as const;

/** A write on a query client whose lists are all fresh; which of them it left to be read again. */
function writeWith(write: () => Promise<unknown>, refresh?: 'settled' | 'success') {
  const queryClient = new QueryClient();
  for (const key of [vouchers, activity, menu]) queryClient.setQueryData(key, []);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const { result } = renderHook(() => useWrite([vouchers, activity], write, { refresh }), { wrapper });
  return {
    run: () => act(async () => void (await result.current.mutateAsync(undefined).catch(() => undefined))),
    stale: () =>
      [vouchers, activity, menu].filter((key) => queryClient.getQueryState(key)?.isInvalidated).map(String),
  };
}

describe('a back-office write', () => {
  it('leaves every list it names to be read again once it succeeded, and no other', async () => {
    const write = writeWith(async () => ({ message: { body: 'Saved.' } }));
    await write.run();
    expect(write.stale()).toEqual([String(vouchers), String(activity)]);
  });

  it('after a refusal too: what the server holds may have moved meanwhile', async () => {
    const write = writeWith(async () => {
      throw new Error('refused');
    });
    await write.run();
    expect(write.stale()).toEqual([String(vouchers), String(activity)]);
  });

  it('with refresh on success, a refusal leaves the lists (and a draft built on them) alone', async () => {
    const write = writeWith(async () => {
      throw new Error('refused');
    }, 'success');
    await write.run();
    expect(write.stale()).toEqual([]);
  });
});

describe('saving a row', () => {
  const posted: { path: string; body: Record<string, unknown> }[] = [];
  const api = {
    post: async (path: string, body: Record<string, unknown>) => {
      posted.push({ path, body });
      return { message: { body: 'Saved.' } };
    },
  } as unknown as ManagerApi;

  it('creates a row without an id and updates the one with its id', async () => {
    await saveRow(api, 'managers/vouchers', 1, { code: 'SUMMER' } as { id?: number });
    await saveRow(api, 'managers/vouchers', 1, { id: 7, code: 'WINTER' } as { id?: number });
    expect(posted).toEqual([
      { path: 'managers/vouchers/create', body: { restaurantId: 1, code: 'SUMMER' } },
      { path: 'managers/vouchers/update', body: { restaurantId: 1, id: 7, code: 'WINTER' } },
    ]);
  });
});
