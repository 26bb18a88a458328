import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ManagerRestaurant } from '@tavola/contracts';
import { act, render } from '@testing-library/react';
import { type ReactNode, Suspense } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { I18nProvider, loadTranslator } from '../../../../lib/i18n';
import type { ManagerApi } from '../../api/manager-api';
import { ManagerContext } from '../../manager-context';
import { ManagerI18nProvider } from '../../manager-i18n';

/** The test event restaurant: a cooking school in Berlin. */
const cookingSchool: ManagerRestaurant = {
  id: 3,
  name: 'Kochschule Rosmarin',
  slug: 'kochschule-rosmarin',
  time_zone: 'Europe/Berlin',
  currency: 'EUR',
  lang: 'de',
  ticketing_system: true,
  role: 'owner',
};

/**
 * Renders a ticket page as the manager area does (texts in a language, the restaurant, a query
 * cache), with the manager API replaced by the calls the test answers.
 */
export async function renderTicketPage(
  page: ReactNode,
  api: Partial<ManagerApi>,
  { locale = 'en', path = '/' }: { locale?: 'en' | 'de' | 'fr' | 'ar'; path?: string } = {},
) {
  const t = await loadTranslator(locale);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  await act(async () => {
    render(
      <I18nProvider initial={{ locale, t }}>
        <QueryClientProvider client={queryClient}>
          <Router hook={memoryLocation({ path }).hook}>
            <ManagerContext
              value={{
                api: api as ManagerApi,
                restaurant: cookingSchool,
                fresh: new Set(),
                markSeen: () => undefined,
              }}
            >
              <Suspense fallback={null}>
                <ManagerI18nProvider>{page}</ManagerI18nProvider>
              </Suspense>
            </ManagerContext>
          </Router>
        </QueryClientProvider>
      </I18nProvider>,
    );
  });
}
