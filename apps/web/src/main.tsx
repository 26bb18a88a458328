import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { offeredDeliveryTypes, preferredDeliveryType } from '@tavola/domain';
import { setNonce } from 'get-nonce';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { createAppRouter } from './app/router';
import { basketQuery, basketRecords } from './features/basket';
import { categoriesQuery, pinnedProductsQuery } from './features/menu';
import { restaurantInfoQuery, typesOpenNow } from './features/restaurant';
import { removeTableFromAddress } from './features/table';
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
// SPEC §4 Login landing: a QR code's table parameters leave the address before the router reads
// it; the table itself was read when the modules loaded and goes to set-table on the first render
removeTableFromAddress();
// the page's CSP admits a <style> element only with this answer's nonce: Radix's scroll lock
// (react-style-singleton) adds one while a dialog is open (API decision 017)
setNonce(config.styleNonce);
document.documentElement.style.setProperty('--color-primary', config.primaryColor);
document.documentElement.style.setProperty('--color-primary-contrast', contrastOn(config.primaryColor));

const locale = chooseLanguage(location.search, storedLanguage(), navigator.languages, config.defaultLang);
const api = createApiClient(config, localStorage, {
  basketId: () => basketRecords.basketId(config.restaurantId),
  onBasketMissing: () => basketRecords.forget(config.restaurantId),
  // SPEC §4: an expired login clears the session data; the basket was the user's
  onSessionExpired: () => {
    basketRecords.forget(config.restaurantId);
    queryClient.removeQueries({ queryKey: ['account'] });
  },
});
api.setLanguage(locale);
const queryClient = new QueryClient({
  defaultOptions: {
    // issue 15: offline, a request fails at once and the screen offers Retry; the default
    // ('online') would hold it paused, with skeletons and spinners showing forever
    queries: { staleTime: 60_000, retry: 1, refetchOnWindowFocus: false, networkMode: 'always' },
    mutations: { networkMode: 'always' },
  },
});

// the first screen's data starts loading now, in parallel, not one request after another
void queryClient.prefetchQuery(restaurantInfoQuery(api, locale));
const basketId = basketRecords.basketId(config.restaurantId);
if (basketId) void queryClient.prefetchQuery(basketQuery(api, locale, basketId));
// the menu's lists are narrowed by the guest's delivery type: remembered from the last visit,
// else (a first visit) the type useDeliveryType will choose, known once the restaurant's info is in
const prefetchMenu = (deliveryType: Parameters<typeof categoriesQuery>[2]) => {
  void queryClient.prefetchQuery(categoriesQuery(api, locale, deliveryType));
  void queryClient.prefetchQuery(pinnedProductsQuery(api, locale, deliveryType));
};
const rememberedType = basketRecords.deliveryType(config.restaurantId);
if (rememberedType) prefetchMenu(rememberedType);
else
  queryClient.fetchQuery(restaurantInfoQuery(api, locale)).then(
    (info) => {
      const offered = offeredDeliveryTypes(info.settings.deliveryTypes, info.closed);
      prefetchMenu(preferredDeliveryType(offered, typesOpenNow(info, offered)));
    },
    () => undefined,
  );
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
