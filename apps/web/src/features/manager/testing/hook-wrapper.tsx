import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, Suspense } from 'react';
import { I18nProvider, loadTranslator } from '../../../lib/i18n';
import { ManagerI18nProvider } from '../manager-i18n';
import { NoticeHost } from '../notices';

/**
 * For hook tests: the providers a manager hook needs (the area's texts in English, a query
 * client) and the area's notices, so a test reads what the manager would read.
 */
export async function hookWrapper(queryClient = new QueryClient()) {
  const t = await loadTranslator('en');
  return function Wrapper({ children }: { children: ReactNode }) {
    return (
      <I18nProvider initial={{ locale: 'en', t }}>
        <QueryClientProvider client={queryClient}>
          <Suspense fallback={null}>
            <ManagerI18nProvider>
              {children}
              <NoticeHost />
            </ManagerI18nProvider>
          </Suspense>
        </QueryClientProvider>
      </I18nProvider>
    );
  };
}
