import { type ReactNode, Suspense } from 'react';
import { SnackbarHost } from '../components/ui/snackbar-host';
import { AuthDialogHost } from '../features/account';
import { SideCartHost } from '../features/basket';
import { PendingPaymentSlot } from '../features/checkout';
import { InfoShell } from '../features/restaurant-info';
import { TableGuest } from '../features/table';
import { firstPaintPart } from '../lib/first-paint-parts';
import { useTranslation } from '../lib/i18n';
import { AppErrorBoundary } from './app-error-boundary';
import { NewPagePosition } from './new-page-position';
import { useShowsRestaurantSearch } from './shows-restaurant-search';

// issue 21: below every page, the footer waits for the first load, in a boundary of its own; a
// rendered page hydrates once its module is in (decision 089)
const SiteFooter = firstPaintPart(async () => (await import('./site-footer')).SiteFooter);

/** The layout around every storefront page (`children`, the page the address asks for). */
export function AppShell({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  // the installation's search page is no restaurant's: it has no restaurant footer
  const restaurantPage = !useShowsRestaurantSearch();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:start-2 focus:top-2 focus:z-50 focus:rounded-lg focus:bg-white focus:px-4 focus:py-2 focus:shadow"
      >
        {t('app.skipToContent')}
      </a>
      <AppErrorBoundary>
        <PendingPaymentSlot />
        <Suspense fallback={<PageLoading />}>
          <div className="flex-1">{children}</div>
          {restaurantPage && (
            <Suspense fallback={null}>
              <SiteFooter />
            </Suspense>
          )}
          <SideCartHost />
          <AuthDialogHost />
        </Suspense>
        <Suspense fallback={null}>
          <TableGuest />
        </Suspense>
        <InfoShell />
      </AppErrorBoundary>
      <SnackbarHost />
      <NewPagePosition />
    </div>
  );
}

function PageLoading() {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-dvh items-center justify-center" role="status">
      <span className="size-10 animate-spin rounded-full border-4 border-stone-200 border-t-primary" />
      <span className="sr-only">{t('app.loading')}</span>
    </div>
  );
}
