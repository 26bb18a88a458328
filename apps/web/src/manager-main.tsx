import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { setNonce } from 'get-nonce';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ManagerArea } from './features/manager';
import { createApiClient } from './lib/api-client';
import { AppContextProvider } from './lib/app-context';
import {
  applyDocumentLanguage,
  chooseLanguage,
  I18nProvider,
  loadTranslator,
  storedLanguage,
} from './lib/i18n';
import { readPageConfig } from './lib/page-config';
import { BrowserRouter } from './lib/router';
import './index.css';

/**
 * Issue 7: the manager area is its own page (manager.html, built by vite.manager.config.ts),
 * served at /manager. It shares code with the storefront but not the storefront's bundle, so
 * the menu's first-load JavaScript does not carry or split around it.
 */
const config = readPageConfig();
// the page's CSP admits a <style> element only with this answer's nonce: Radix's scroll lock
// (react-style-singleton) adds one while a dialog is open (API decision 017)
setNonce(config.styleNonce);

const locale = chooseLanguage(location.search, storedLanguage(), navigator.languages, config.defaultLang);
const api = createApiClient(config, localStorage);
api.setLanguage(locale);
const queryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: true } },
});
const t = await loadTranslator(locale);
applyDocumentLanguage(locale);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppContextProvider value={{ config, api }}>
      <I18nProvider initial={{ locale, t }}>
        <QueryClientProvider client={queryClient}>
          {/* every address of this page is the area's; its pages match /manager/… (decision 054) */}
          <BrowserRouter>
            <ManagerArea />
          </BrowserRouter>
        </QueryClientProvider>
      </I18nProvider>
    </AppContextProvider>
  </StrictMode>,
);
