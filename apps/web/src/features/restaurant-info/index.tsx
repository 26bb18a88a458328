import { type ComponentType, lazy, type ReactNode, Suspense, useCallback, useSyncExternalStore } from 'react';
import { useAppContext } from '../../lib/app-context';
import { useErrorMessage } from '../../lib/use-error-message';
import { useRestaurant } from '../restaurant';
import type { LegalKind } from './api/info-queries';
import { infoPanels } from './panel-store';
import type { InfoServices } from './services';

/**
 * This feature costs the menu's first load only what is here (decision 010): the rest loads
 * after the first render, behind one dynamic import.
 */
const parts = () => import('./lazy-parts');
type Parts = Awaited<ReturnType<typeof parts>>;

/**
 * The deferred part starts only after the page's first contentful paint, so its chunks never
 * compete with the menu's own (Lighthouse: 93 with them racing the first paint, see issue 8).
 */
let painted = false;
const paintListeners = new Set<() => void>();
const markPainted = () => {
  if (painted) return;
  painted = true;
  for (const listener of paintListeners) listener();
};
try {
  new PerformanceObserver((list) => {
    if (list.getEntriesByName('first-contentful-paint').length) markPainted();
  }).observe({ type: 'paint', buffered: true });
} catch {}
setTimeout(markPainted, 3000);
const subscribePaint = (listener: () => void) => {
  paintListeners.add(listener);
  return () => paintListeners.delete(listener);
};
// the server's page has not painted yet: hydration renders what it rendered (issue 21)
const usePainted = () =>
  useSyncExternalStore(
    subscribePaint,
    () => painted,
    () => false,
  );

function deferred<P extends object>(pick: (loaded: Parts) => ComponentType<P & { services: InfoServices }>) {
  const Lazy = lazy(() => parts().then((loaded) => ({ default: pick(loaded) })));
  return function Deferred(props: P) {
    const services = { api: useAppContext().api, messageOf: useErrorMessage() };
    if (!usePainted()) return null;
    return (
      <Suspense fallback={null}>
        <Lazy {...props} services={services} />
      </Suspense>
    );
  };
}

const HeaderIcons = deferred((loaded) => loaded.HeaderIcons);
const HeaderNavigation = deferred((loaded) => loaded.HeaderNavigation);
/** SPEC §2 footer entries (legal texts, contact, blog, opening times, reservation, allergies). */
export const FooterInfo = deferred((loaded) => loaded.FooterInfo);
/** The open panel, announcements, visit record, newsletter box and update prompt. */
export const InfoShell = deferred((loaded) => loaded.InfoShell);
/** SPEC §2 /blogs, /blogs/{slug}, /tags/{id}. */
export const BlogPage = deferred((loaded) => loaded.BlogPages);

/**
 * SPEC §2 Header entries on phones: up to three icon buttons (contact and opening time without
 * a side menu, and the navigation); their room is kept while they load. On phones they start
 * the header's row of icons, the others keep to its end.
 */
export function InfoLinks() {
  return (
    <div className="me-auto flex min-w-[8.5rem] justify-start gap-2 sm:me-0 sm:justify-end xl:hidden">
      <HeaderIcons />
    </div>
  );
}

/**
 * SPEC §2 Header entries on wide screens, in a row of their own below the logo and the
 * controls, its height kept while they load: when they arrive after the first paint nothing
 * moves (issue 14: in one row they wrapped the controls onto a second line, CLS 0.54).
 */
export function InfoNavigation() {
  return (
    <div className="mx-auto hidden min-h-10 max-w-7xl px-4 pb-2 sm:px-6 xl:block">
      <HeaderNavigation />
    </div>
  );
}

/**
 * SPEC §3 announcement_before_checkout: what the cart calls instead of going to the checkout
 * directly; the restaurant's announcement shows first, OK goes on.
 */
export function useCheckoutAnnouncement(): (proceed: () => void) => void {
  const { settings, checkout_announcement } = useRestaurant();
  const html = settings.announcement_before_checkout ? checkout_announcement : '';
  return useCallback(
    (proceed) => {
      if (!html) proceed();
      else parts().then((loaded) => loaded.askBeforeCheckout(html, proceed), proceed);
    },
    [html],
  );
}

/**
 * Issue 33: a restaurant's legal text (terms, privacy policy) named where a guest is asked to
 * consent: a button that opens its panel, in the line's own words.
 */
export function LegalPageLink({ kind, children }: { kind: LegalKind; children: ReactNode }) {
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      className="font-medium text-primary underline underline-offset-2"
      onClick={() => infoPanels.open({ kind: 'legal', legal: kind })}
    >
      {children}
    </button>
  );
}
