import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { useLocation, useSearch } from 'wouter';
import { authDialog, useLoggedIn } from '../session';

const AuthDialog = lazy(() => import('./auth-dialog'));

/**
 * Where the auth modal lives (in the shell). SPEC §4 Cart and checkout: /cart?next=checkout
 * opens the login and goes on to the checkout once logged in.
 */
export function AuthDialogHost() {
  const request = useSyncExternalStore(authDialog.subscribe, authDialog.get, authDialog.get);
  const loggedIn = useLoggedIn();
  const [pathname, navigate] = useLocation();
  const search = useSearch();
  const wantsCheckout = pathname === '/cart' && new URLSearchParams(search).get('next') === 'checkout';

  useEffect(() => {
    if (!wantsCheckout) return;
    if (loggedIn) navigate('/checkout', { replace: true });
    else authDialog.open('login', '/checkout');
  }, [wantsCheckout, loggedIn, navigate]);

  useEffect(() => {
    // closed without logging in: the cart stays, without the pending next step
    if (!request && wantsCheckout && !loggedIn) navigate('/cart', { replace: true });
  }, [request, wantsCheckout, loggedIn, navigate]);

  if (!request) return null;
  return (
    <Suspense fallback={null}>
      <AuthDialog key={`${request.mode}:${request.next ?? ''}`} request={request} />
    </Suspense>
  );
}
