import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Locale } from '@tavola/i18n/locales';
import { act, render } from '@testing-library/react';
import { type ReactNode, Suspense } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { I18nProvider, loadTranslator } from '../../../lib/i18n';
import type { ManagerApi } from '../api/manager-api';
import { ManagerContext } from '../manager-context';
import { ManagerI18nProvider } from '../manager-i18n';

/** What a component test answers for each manager API path it expects (anything else fails the test). */
export type Answers = Record<string, (input: Record<string, unknown>) => unknown>;

/**
 * For component tests: renders inside the manager area's providers (language, texts, query
 * client, Olive & Linde as the restaurant). `answers` stands in for the server per path and
 * records every call, so a test reads what the component asked for.
 */
export async function renderInArea(
  ui: ReactNode,
  { answers = {}, locale = 'en' }: { answers?: Answers; locale?: Locale } = {},
) {
  const calls: { method: 'GET' | 'POST' | 'DOWNLOAD'; path: string; input: Record<string, unknown> }[] = [];
  const answer =
    (method: 'GET' | 'POST' | 'DOWNLOAD') =>
    async (path: string, input: Record<string, unknown> = {}) => {
      calls.push({ method, path, input });
      const reply = answers[path];
      if (!reply) throw new Error(`unexpected ${method} ${path}`);
      return reply(input);
    };
  const api = {
    get: answer('GET'),
    post: answer('POST'),
    download: answer('DOWNLOAD'),
  } as unknown as ManagerApi;
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const t = await loadTranslator(locale);
  await act(async () => {
    render(
      <Router hook={memoryLocation().hook}>
        <I18nProvider initial={{ locale, t }}>
          <QueryClientProvider client={queryClient}>
            <ManagerContext
              value={{
                api,
                restaurant: {
                  id: 1,
                  name: 'Olive & Linde',
                  slug: 'olive-linde',
                  time_zone: 'Europe/Berlin',
                  currency: 'EUR',
                  lang: 'de',
                  ticketing_system: false,
                  role: 'owner',
                },
                fresh: new Set(),
                markSeen: () => undefined,
              }}
            >
              <Suspense fallback={null}>
                <ManagerI18nProvider>{ui}</ManagerI18nProvider>
              </Suspense>
            </ManagerContext>
          </QueryClientProvider>
        </I18nProvider>
      </Router>,
    );
  });
  return { calls, queryClient };
}
