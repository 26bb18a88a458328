/**
 * What the app needs of its router beyond wouter's own API (decision 054): the browser's address
 * as React state changed in a transition, and the navigation link that shows the current page.
 * Everything else (Switch, Route, Link, Redirect, useLocation, useSearch, useSearchParams,
 * useParams, useRoute, Router) is wouter's, imported from 'wouter' where it is used.
 */
import {
  type AnchorHTMLAttributes,
  createContext,
  type ReactNode,
  startTransition,
  useContext,
  useEffect,
  useState,
} from 'react';
import { Link, Router, useLocation } from 'wouter';

interface Address {
  path: string;
  search: string;
}

interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

const readAddress = (): Address => ({ path: location.pathname, search: location.search });
const AddressContext = createContext<Address>({ path: '/', search: '' });
const followers = new Set<() => void>();

function navigate(to: string, { replace = false, state = null }: NavigateOptions = {}) {
  history[replace ? 'replaceState' : 'pushState'](state, '', to);
  for (const follow of followers) follow();
}

const useAddressPath = (): [string, typeof navigate] => [useContext(AddressContext).path, navigate];
const useAddressSearch = () => useContext(AddressContext).search;

/**
 * The browser's address for the tree below, read once per navigation. Each change (a link, a
 * navigate, the back button) is applied in `startTransition`: a page whose module is still
 * loading (React.lazy under the app shell's Suspense) keeps the page before it on the screen
 * until it can show, instead of a loading fallback in between (as react-router's BrowserRouter
 * did). wouter's own browser hook reads the address through useSyncExternalStore, whose updates
 * React never renders as a transition.
 */
export function BrowserRouter({ children }: { children: ReactNode }) {
  const [address, setAddress] = useState(readAddress);
  useEffect(() => {
    const follow = () =>
      startTransition(() =>
        setAddress((shown) => {
          const next = readAddress();
          return next.path === shown.path && next.search === shown.search ? shown : next;
        }),
      );
    followers.add(follow);
    addEventListener('popstate', follow);
    // a redirect while the tree mounted changed the address before this listened
    follow();
    return () => {
      followers.delete(follow);
      removeEventListener('popstate', follow);
    };
  }, []);
  return (
    <AddressContext value={address}>
      <Router hook={useAddressPath} searchHook={useAddressSearch}>
        {children}
      </Router>
    </AddressContext>
  );
}

/**
 * A link to one of the app's pages that says whether it is the current one: `aria-current="page"`
 * and `className({ isActive })`. Active on its path and the paths below it, or with `end` on its
 * path only.
 */
export function NavLink({
  to,
  end = false,
  className,
  ...props
}: Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'className' | 'href'> & {
  to: string;
  end?: boolean;
  className?: string | ((state: { isActive: boolean }) => string);
}) {
  const [path] = useLocation();
  const current = trimEnd(path);
  const target = trimEnd(to);
  const isActive = current === target || (!end && current.startsWith(`${target}/`));
  return (
    <Link
      {...props}
      href={to}
      aria-current={isActive ? 'page' : undefined}
      className={typeof className === 'function' ? className({ isActive }) : className}
    />
  );
}

/** paths compare as the routes match them: without case, with or without a trailing slash */
const trimEnd = (path: string) => path.toLowerCase().replace(/(.)\/$/, '$1');
