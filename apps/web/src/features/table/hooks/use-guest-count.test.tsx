// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { BasketDto, RestaurantInfo } from '@tavola/contracts';
import { toLocalMoment } from '@tavola/domain';
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import { type ReactNode, Suspense } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../../lib/api-client';
import { AppContextProvider } from '../../../lib/app-context';
import { I18nProvider, loadTranslator } from '../../../lib/i18n';
import type { PageConfig } from '../../../lib/page-config';
import { basketQueryKey, basketRecords } from '../../basket';
import { capacityPrompt } from '../capacity-prompt';
import { useGuestCountGate, useGuestCountNeeded } from './use-guest-count';

/**
 * The hooks read what the page has loaded (restaurant and basket in the query cache); nothing
 * here reaches the network, so the cache is filled as the API's answers would fill it.
 */
const config: PageConfig = {
  restaurantId: 7,
  restaurantSlug: 'olive-linde',
  restaurantName: 'Olive & Linde',
  defaultLang: 'en',
  primaryColor: '#2f6b4f',
  apiBase: 'http://127.0.0.1:9/api',
  clientId: 'storefront',
  clientSecret: 'storefront',
  publicToken: '',
  styleNonce: '',
  hasLanding: 'false',
};
const basketId = '3f0c1d2e-4b5a-4c6d-8e7f-9a0b1c2d3e4f';
const zone = 'Europe/Berlin';
const today = toLocalMoment(Date.now(), zone).date;

const restaurant = (asksForPeople: boolean) =>
  ({ id: 7, time_zone: zone, settings: { has_person_on_table: asksForPeople } }) as unknown as RestaurantInfo;
const basket = (extra: Partial<BasketDto> = {}) =>
  ({
    id: basketId,
    deliveryType: 'here',
    table: { id: 4, name: 'T4' },
    table_id: 4,
    extra_info: {},
    ...extra,
  }) as BasketDto;

async function setup(info: RestaurantInfo, data: BasketDto) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY } },
  });
  queryClient.setQueryData(['restaurant-info', 'en'], info);
  queryClient.setQueryData(basketQueryKey(basketId, 'en'), data);
  const t = await loadTranslator('en');
  const api = createApiClient(config, localStorage);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <AppContextProvider value={{ config, api }}>
      <I18nProvider initial={{ locale: 'en', t }}>
        <QueryClientProvider client={queryClient}>
          <Suspense fallback={null}>{children}</Suspense>
        </QueryClientProvider>
      </I18nProvider>
    </AppContextProvider>
  );
  return { queryClient, wrapper };
}

beforeEach(() => basketRecords.remember({ restaurantId: config.restaurantId, basketId }));
afterEach(() => {
  cleanup();
  capacityPrompt.close();
  localStorage.clear();
});

describe('useGuestCountNeeded', () => {
  it('is true at a table whose guests are not counted today, where the restaurant asks', async () => {
    const { wrapper } = await setup(restaurant(true), basket());
    const { result } = renderHook(() => useGuestCountNeeded(), { wrapper });
    await waitFor(() => expect(result.current).toBe(true));
  });
  it('is false once counted today, and where the restaurant does not ask', async () => {
    const counted = basket({ extra_info: { table_capacity: { adults: 2, children: 0, date: today } } });
    const first = await setup(restaurant(true), counted);
    const { result } = renderHook(() => useGuestCountNeeded(), { wrapper: first.wrapper });
    await waitFor(() => expect(result.current).toBe(false));
    const second = await setup(restaurant(false), basket());
    const other = renderHook(() => useGuestCountNeeded(), { wrapper: second.wrapper });
    await waitFor(() => expect(other.result.current).toBe(false));
  });
});

describe('useGuestCountGate', () => {
  it('holds the order and opens the modal; the order goes on once the count is saved', async () => {
    const { wrapper } = await setup(restaurant(true), basket());
    const { result } = renderHook(() => useGuestCountGate(), { wrapper });
    await waitFor(() => expect(result.current).toBeTypeOf('function'));
    const order = vi.fn();
    expect(result.current(order)).toBe(true);
    expect(capacityPrompt.current().open).toBe(true);
    expect(order).not.toHaveBeenCalled();
    capacityPrompt.saved();
    expect(order).toHaveBeenCalledOnce();
  });
  it('reads the basket as cached now: a count saved a moment ago lets the order through', async () => {
    const { queryClient, wrapper } = await setup(restaurant(true), basket());
    const { result } = renderHook(() => useGuestCountGate(), { wrapper });
    await waitFor(() => expect(result.current).toBeTypeOf('function'));
    const gate = result.current;
    queryClient.setQueryData(
      basketQueryKey(basketId, 'en'),
      basket({ extra_info: { table_capacity: { adults: 1, children: 1, date: today } } }),
    );
    expect(gate(vi.fn())).toBe(false);
    expect(capacityPrompt.current().open).toBe(false);
  });
  it('lets an order away from a table through', async () => {
    const { wrapper } = await setup(restaurant(true), basket({ deliveryType: 'pickup' }));
    const { result } = renderHook(() => useGuestCountGate(), { wrapper });
    await waitFor(() => expect(result.current).toBeTypeOf('function'));
    expect(result.current(vi.fn())).toBe(false);
  });
});
