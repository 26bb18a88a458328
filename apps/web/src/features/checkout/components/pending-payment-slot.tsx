import { lazy, Suspense, useSyncExternalStore } from 'react';
import { useLocation } from 'wouter';
import { useAppContext } from '../../../lib/app-context';
import { pendingPayments } from '../pending-payment-state';

const PendingPaymentNotice = lazy(() => import('./pending-payment-notice'));

/** The payment pages say it themselves: the provider's page and the order's page. */
const paymentPages = ['/payment', '/paymentstatus'];

/**
 * Issue 33: where the notice of an order waiting for its payment goes in the shell. It reads
 * this browser's storage, so the server's render (which knows no guest) and the hydration show
 * nothing here; the notice and its texts load only when an order waits.
 */
export function PendingPaymentSlot() {
  const { config } = useAppContext();
  const [pathname] = useLocation();
  // null on the server and while hydrating; the stored list once the page is the browser's
  const stored = useSyncExternalStore(pendingPayments.subscribe, pendingPayments.version, () => null);
  const record = stored === null ? undefined : pendingPayments.of(config.restaurantId);
  if (!record || record.itemsBack || paymentPages.includes(pathname)) return null;
  return (
    <Suspense fallback={null}>
      <PendingPaymentNotice key={record.orderId} orderId={record.orderId} token={record.token} />
    </Suspense>
  );
}
