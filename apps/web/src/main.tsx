import { hydrate, QueryClient } from '@tanstack/react-query';
import { learnOffsetSpan, offeredDeliveryTypes, preferredDeliveryType } from '@tavola/domain';
import { learnMoney } from '@tavola/i18n/money';
import { learnWallClocks } from '@tavola/i18n/wall-clock';
import { setNonce } from 'get-nonce';
import { type ReactNode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { queryDefaults, StorefrontApp } from './app/storefront-app';
import { basketQuery, basketRecords } from './features/basket';
import { categoriesQuery, pinnedProductsQuery } from './features/menu';
import { restaurantInfoQuery, typesOpenNow } from './features/restaurant';
import { removeTableFromAddress } from './features/table';
import { createApiClient } from './lib/api-client';
import { hydrationBegins, replayEarlyInput } from './lib/early-tap';
import { loadFirstPaintParts } from './lib/first-paint-parts';
import {
  applyDocumentLanguage,
  chooseLanguage,
  loadTranslator,
  rememberLanguage,
  storedLanguage,
} from './lib/i18n';
import { readPageConfig } from './lib/page-config';
import { BrowserRouter } from './lib/router';
import { addressWithoutSearch, rememberSearchedPostalCode, searchArrivalOf } from './lib/search-arrival';
import { readServerState } from './lib/server-state';
import './storefront.css';

const config = readPageConfig();
// issue 21: the menu's first paint came rendered from the server, with the data it was made of
const server = readServerState();
// SPEC §4 Login landing: a QR code's table parameters leave the address before the router reads
// it; the table itself was read when the modules loaded and goes to set-table on the first render
removeTableFromAddress();
// the page's CSP admits a <style> element only with this answer's nonce: Radix's scroll lock
// (react-style-singleton) adds one while a dialog is open (API decision 017)
setNonce(config.styleNonce);

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
const queryClient = new QueryClient({ defaultOptions: queryDefaults });
// issue 33: a restaurant search opened this storefront with a delivery type and a postal code:
// the menu and the new basket take the type, the checkout the postal code
const asked = searchArrivalOf(location.search);
if (asked.deliveryType) basketRecords.rememberDeliveryType(config.restaurantId, asked.deliveryType);
if (asked.postalCode) rememberSearchedPostalCode(sessionStorage, config.restaurantId, asked.postalCode);
if (asked.deliveryType || asked.postalCode) {
  history.replaceState(history.state, '', addressWithoutSearch(location.href));
  // the language the guest searched in is theirs here too, after the redirect and a reload
  if (new URLSearchParams(location.search).has('lang')) rememberLanguage(locale);
}
const rememberedType = basketRecords.deliveryType(config.restaurantId);
// the server rendered a first visit: this guest's page is that one when the language and the
// delivery type agree and the address is the one rendered (a table's QR address was not)
const hydrating =
  server !== undefined &&
  server.locale === locale &&
  (rememberedType ?? server.deliveryType) === server.deliveryType &&
  `${location.pathname}${location.search}` === server.url;
if (server && server.locale === locale) {
  // answers at most the menu cache's bound old (decision 006): fresh as of now for this page
  const now = Date.now();
  for (const query of server.queries.queries) query.state.dataUpdatedAt = now;
  hydrate(queryClient, server.queries);
  // what the server formatted for this page: hydrating it builds no Intl object (decision 062)
  learnMoney(server.formatted.money);
  learnWallClocks(server.formatted.wallClock);
  learnOffsetSpan(server.formatted.clock);
}

// the first screen's data starts loading now, in parallel, not one request after another
void queryClient.prefetchQuery(restaurantInfoQuery(api, locale));
const basketId = basketRecords.basketId(config.restaurantId);
// while hydrating, the basket loads once the page is hydrated (its hooks ask for it): an answer
// arriving halfway would make the page differ from the server's
if (basketId && !hydrating) void queryClient.prefetchQuery(basketQuery(api, locale, basketId));
// the menu's lists are narrowed by the guest's delivery type: remembered from the last visit,
// else (a first visit) the type useDeliveryType will choose, known once the restaurant's info is in
const prefetchMenu = (deliveryType: Parameters<typeof categoriesQuery>[2]) => {
  void queryClient.prefetchQuery(categoriesQuery(api, locale, deliveryType));
  void queryClient.prefetchQuery(pinnedProductsQuery(api, locale, deliveryType));
};
// (a hydrating page has the menu's answers already)
if (rememberedType) prefetchMenu(rememberedType);
else if (!hydrating)
  queryClient.fetchQuery(restaurantInfoQuery(api, locale)).then(
    (info) => {
      const offered = offeredDeliveryTypes(info.settings.deliveryTypes, info.closed);
      prefetchMenu(preferredDeliveryType(offered, typesOpenNow(info, offered)));
    },
    () => undefined,
  );
// decision 089: a part of the server's page whose module is still on its way would stay the
// server's markup, dropping a tap inside it and holding back every navigation: hydration starts
// once they are all in (meanwhile the loader keeps the guest's taps, decision 058). Not awaited
// here: their modules import this one's chunk, which finishes evaluating only after this line.
const firstPaintParts = hydrating ? loadFirstPaintParts() : undefined;
const t = await loadTranslator(locale);
applyDocumentLanguage(locale);

const app = (
  <StorefrontApp
    config={config}
    api={api}
    locale={locale}
    t={t}
    queryClient={queryClient}
    Router={BrowserRouter}
  />
);
/**
 * Decision 058: once hydrated, makes again the choices made in list boxes and presses the button
 * tapped while the page was still the server's HTML. A wrapper with one child, so React's ids
 * (useId) stay those the server rendered.
 */
function ReplayEarlyInput({ children }: { children: ReactNode }) {
  useEffect(replayEarlyInput, []);
  return children;
}

const root = document.getElementById('root')!;
// otherwise the browser renders the page itself, in place of the server's (createRoot clears it)
if (firstPaintParts)
  void firstPaintParts.then(() => {
    hydrationBegins();
    // as a transition, hydration yields to the browser every few milliseconds instead of one long
    // task after the first paint (Lighthouse's TBT); a tap meanwhile hydrates its target first
    startTransition(() => {
      hydrateRoot(root, <ReplayEarlyInput>{app}</ReplayEarlyInput>, {
        // React then renders the page in the browser instead; the e2e fixtures fail a test on this line
        onRecoverableError: (error) =>
          console.error('Hydration mismatch: the browser’s menu differs from the server’s', error),
      });
    });
  });
else {
  hydrationBegins();
  createRoot(root).render(app);
}
