import { lazy } from 'react';
import { Route, Switch } from 'wouter';
import { LoginRequiredGuard } from '../features/account';
import { BlogPage } from '../features/restaurant-info';
import { AppShell } from './app-shell';
import { CartRoute } from './cart-route';
import { CheckoutRoute, PaymentRoute, PaymentStatusRoute } from './checkout-route';
import { MenuRoute } from './menu-route';
import { RootGuard, ShopGuard, ShopProvidingGuard } from './route-guards';

/** Issue 6 account screens: their module loads with the first visit to one of them. */
const accountRoute = (name: keyof typeof import('./account-routes')) =>
  lazy(async () => ({ default: (await import('./account-routes'))[name] }));
const DashboardRoute = accountRoute('DashboardRoute');
const ResetPasswordRoute = accountRoute('ResetPasswordRoute');
const ReviewRoute = accountRoute('ReviewRoute');
// the landing page (SPEC §2, an installation's flag) and the not-found page are no menu's: they
// load with their first visit (issue 21)
const LandingPage = lazy(async () => ({ default: (await import('./landing-page')).LandingPage }));
const NotFoundPage = lazy(async () => ({ default: (await import('./not-found-page')).NotFoundPage }));
// SPEC §2 Events list (event layout) and issue 17's shared bill: each module loads with its first visit
const EventsRoute = lazy(async () => ({ default: (await import('./events-route')).EventsRoute }));
const BillRoute = lazy(async () => ({ default: (await import('./bill-route')).BillRoute }));

/**
 * SPEC §2 routes owned by this release: / and /menu (same menu page, entry checks), /cart,
 * the landing page of the guards, and the not-found page. Later features add their routes here.
 * The first route whose path matches is the page (wouter's Switch, decision 054); every path is
 * whole, so a link or a navigation never depends on the route it is made from. The pages sit at
 * the same place in the tree, so a guard or a page that two routes share stays mounted between them.
 */
export function AppRoutes() {
  return (
    <AppShell>
      <Switch>
        <Route path="/">
          <RootGuard />
        </Route>
        <Route path="/landing">
          <LandingPage />
        </Route>
        {/* SPEC §2: only with a blog and outside event mode, else the not-found page */}
        <Route path="/blogs">
          <BlogPage page="list" notFound={<NotFoundPage />} />
        </Route>
        <Route path="/blogs/:slug">
          <BlogPage page="post" notFound={<NotFoundPage />} />
        </Route>
        <Route path="/tags/:id">
          <BlogPage page="tag" notFound={<NotFoundPage />} />
        </Route>
        <Route path="/menu">
          <ShopGuard>
            <MenuRoute />
          </ShopGuard>
        </Route>
        <Route path="/cart">
          <ShopGuard>
            <CartRoute />
          </ShopGuard>
        </Route>
        <Route path="/events">
          <ShopGuard>
            <EventsRoute />
          </ShopGuard>
        </Route>
        <Route path="/checkout">
          <ShopGuard>
            <ShopProvidingGuard>
              <LoginRequiredGuard>
                <CheckoutRoute />
              </LoginRequiredGuard>
            </ShopProvidingGuard>
          </ShopGuard>
        </Route>
        <Route path="/payment">
          <ShopGuard>
            <ShopProvidingGuard>
              <PaymentRoute />
            </ShopProvidingGuard>
          </ShopGuard>
        </Route>
        <Route path="/paymentstatus">
          <ShopGuard>
            <ShopProvidingGuard>
              <PaymentStatusRoute />
            </ShopProvidingGuard>
          </ShopGuard>
        </Route>
        <Route path="/review">
          <ShopGuard>
            <ShopProvidingGuard>
              <ReviewRoute />
            </ShopProvidingGuard>
          </ShopGuard>
        </Route>
        {/* issue 17: the table's shared bill, where providers send a claim's payer back */}
        <Route path="/table-payment">
          <ShopGuard>
            <ShopProvidingGuard>
              <BillRoute />
            </ShopProvidingGuard>
          </ShopGuard>
        </Route>
        {/* /dashboard goes on to its first section; a section of another name is not found */}
        <Route path={/^\/dashboard(?:\/(?:profile|orders|addresses))?\/?$/i}>
          <DashboardRoute />
        </Route>
        <Route path="/resetpass/:token">
          <ResetPasswordRoute />
        </Route>
        <Route>
          <NotFoundPage />
        </Route>
      </Switch>
    </AppShell>
  );
}
