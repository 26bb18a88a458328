import { type ReactNode, useSyncExternalStore } from 'react';
import { Redirect } from 'wouter';
import { useAppContext } from '../../lib/app-context';
import { useRestaurant } from '../restaurant';

/**
 * The account's session in the shell: whether a customer is logged in, the auth dialog's
 * state and the route guards. One small module shared by the first load and the account
 * screens (decision 008).
 */

export type AuthMode = 'login' | 'register' | 'forgot';

export interface AuthDialogRequest {
  mode: AuthMode;
  /** where to go after logging in (SPEC §4: the cart's next=checkout) */
  next?: string;
  /** issue 33: the e-mail the login starts with (after a new password was set for it) */
  email?: string;
}

/**
 * The auth modal (SPEC §2 Overlay panels): open from the header, the cart or the reset page;
 * one at a time. A small store outside React so any screen can open it.
 */
function createAuthDialog() {
  let request: AuthDialogRequest | null = null;
  const listeners = new Set<() => void>();
  const set = (next: AuthDialogRequest | null) => {
    request = next;
    for (const listener of listeners) listener();
  };
  return {
    open: (mode: AuthMode = 'login', next?: string, email?: string) =>
      set({ mode, ...(next ? { next } : {}), ...(email ? { email } : {}) }),
    close: () => set(null),
    get: () => request,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

export const authDialog = createAuthDialog();

/** SPEC §4 Session: logged in while a valid private token of this storefront is stored. */
export function useLoggedIn(): boolean {
  const { api } = useAppContext();
  // a server-rendered page is nobody's: hydration renders it logged out, then follows the session
  return useSyncExternalStore(api.session.subscribe, api.session.isLoggedIn, () => false);
}

/**
 * SPEC §4 Cart and checkout: where the restaurant requires login, a guest goes back to the
 * cart with next=checkout and the login opens.
 */
export function LoginRequiredGuard({ children }: { children: ReactNode }) {
  const restaurant = useRestaurant();
  const loggedIn = useLoggedIn();
  if (restaurant.settings.login_required && !loggedIn) return <Redirect to="/cart?next=checkout" replace />;
  return children;
}
