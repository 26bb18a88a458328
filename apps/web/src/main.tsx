import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { createAppRouter } from './app/router';
import { categoriesQuery, pinnedProductsQuery } from './features/menu';
import { restaurantInfoQuery } from './features/restaurant';
import { createApiClient } from './lib/api-client';
import { AppContextProvider } from './lib/app-context';
import {
  applyDocumentLanguage,
  chooseLanguage,
  I18nProvider,
  loadTranslator,
  storedLanguage,
} from './lib/i18n';
import { contrastOn, readPageConfig } from './lib/page-config';
import './index.css';

const config = readPageConfig();
document.documentElement.style.setProperty('--color-primary', config.primaryColor);
document.documentElement.style.setProperty('--color-primary-contrast', contrastOn(config.primaryColor));

const locale = chooseLanguage(location.search, storedLanguage(), navigator.languages, config.defaultLang);
const api = createApiClient(config);
api.setLanguage(locale);
const queryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: 60_000, retry: 1, refetchOnWindowFocus: false } },
});

// the first screen's data starts loading now, in parallel, not one request after another
void queryClient.prefetchQuery(restaurantInfoQuery(api, locale));
void queryClient.prefetchQuery(categoriesQuery(api, locale));
void queryClient.prefetchQuery(pinnedProductsQuery(api, locale));
const t = await loadTranslator(locale);
applyDocumentLanguage(locale);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppContextProvider value={{ config, api }}>
      <I18nProvider initial={{ locale, t }}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={createAppRouter()} />
        </QueryClientProvider>
      </I18nProvider>
    </AppContextProvider>
  </StrictMode>,
);
