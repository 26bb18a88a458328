import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Locale } from '@tavola/i18n/locales';
import { type ComponentType, type ReactNode, StrictMode } from 'react';
import type { ApiClient } from '../lib/api-client';
import { AppContextProvider } from '../lib/app-context';
import { I18nProvider, type Translate } from '../lib/i18n';
import type { PageConfig } from '../lib/page-config';
import { AppRoutes } from './router';

/** The storefront's tree: the same in the browser and in the server's render of the menu (issue 21). */
export function StorefrontApp(props: {
  config: PageConfig;
  api: ApiClient;
  locale: Locale;
  t: Translate;
  queryClient: QueryClient;
  /** the browser's BrowserRouter (lib/router), the server's wouter Router at the rendered address */
  Router: ComponentType<{ children: ReactNode }>;
}) {
  const { config, api, locale, t, queryClient, Router } = props;
  return (
    <StrictMode>
      <AppContextProvider value={{ config, api }}>
        <I18nProvider initial={{ locale, t }}>
          <QueryClientProvider client={queryClient}>
            <Router>
              <AppRoutes />
            </Router>
          </QueryClientProvider>
        </I18nProvider>
      </AppContextProvider>
    </StrictMode>
  );
}

/** The query client's defaults, shared by the browser and the server's render. */
export const queryDefaults = {
  // issue 15: offline, a request fails at once and the screen offers Retry; the default
  // ('online') would hold it paused, with skeletons and spinners showing forever
  queries: { staleTime: 60_000, retry: 1, refetchOnWindowFocus: false, networkMode: 'always' as const },
  mutations: { networkMode: 'always' as const },
};
