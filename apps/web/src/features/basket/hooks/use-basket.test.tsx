// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { BasketDto } from '@tavola/contracts';
import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../../../lib/api-client';
import { AppContextProvider } from '../../../lib/app-context';
import { I18nProvider, loadTranslator } from '../../../lib/i18n';
import type { PageConfig } from '../../../lib/page-config';
import { basketQueryKey } from '../api/basket-api';
import { useBasket } from './use-basket';

/**
 * Issue 33: a rendered menu hydrates as the server rendered it, whatever the guest's browser
 * already knows of the basket; the basket shows from the render after.
 */

afterEach(() => {
  localStorage.clear();
  document.body.innerHTML = '';
});

function BasketCount() {
  return <p>{useBasket().data?.items_count ?? 0} items</p>;
}

const basketId = '0b3f7d2e-5a41-4c1e-9f0a-2d6c8e4b1a77';
const config = { restaurantId: 7, restaurantSlug: 'olive-linde', apiBase: '/api' } as PageConfig;
const api = { get: () => new Promise(() => {}) } as unknown as ApiClient;

describe('the basket while a rendered menu hydrates', () => {
  it('is none, as on the server, even when its answer is already in; it shows right after', async () => {
    const t = await loadTranslator('en');
    const page = (client: QueryClient) => (
      <AppContextProvider value={{ config, api }}>
        <I18nProvider initial={{ locale: 'en', t }}>
          <QueryClientProvider client={client}>
            <BasketCount />
          </QueryClientProvider>
        </I18nProvider>
      </AppContextProvider>
    );
    // the server's render knows no guest
    const root = document.createElement('div');
    root.innerHTML = renderToString(page(new QueryClient()));
    document.body.append(root);
    expect(root.textContent).toBe('0 items');

    // the guest's browser has a basket, and another part of the page has read it already
    localStorage.setItem('basket', JSON.stringify([{ restaurantId: 7, basketId }]));
    const client = new QueryClient();
    client.setQueryData(basketQueryKey(basketId, 'en'), { id: basketId, items_count: 2 } as BasketDto);
    const mismatches: unknown[] = [];
    await act(async () => {
      hydrateRoot(root, page(client), { onRecoverableError: (error) => mismatches.push(error) });
    });
    expect(mismatches).toEqual([]);
    await vi.waitFor(() => expect(root.textContent).toBe('2 items'));
  });
});
