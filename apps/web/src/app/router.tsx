import { lazy } from 'react';
import { Navigate, type RouteObject, useRoutes } from 'react-router';
import { LoginRequiredGuard } from '../features/account';
import { BlogPage } from '../features/restaurant-info';
import { AppShell } from './app-shell';
import { CartRoute } from './cart-route';
import { CheckoutRoute, PaymentRoute, PaymentStatusRoute } from './checkout-route';
import { LandingPage } from './landing-page';
import { MenuRoute } from './menu-route';
import { NotFoundPage } from './not-found-page';
import { RootGuard, ShopGuard, ShopProvidingGuard } from './route-guards';

/** Issue 6 account screens: their module loads with the first visit to one of them. */
const accountRoute = (name: keyof typeof import('./account-routes')) =>
  lazy(async () => ({ default: (await import('./account-routes'))[name] }));
const DashboardRoute = accountRoute('DashboardRoute');
const ProfileRoute = accountRoute('ProfileRoute');
const OrdersRoute = accountRoute('OrdersRoute');
const AddressesRoute = accountRoute('AddressesRoute');
const ResetPasswordRoute = accountRoute('ResetPasswordRoute');
const ReviewRoute = accountRoute('ReviewRoute');
// SPEC §2 Events list (event layout) and issue 17's shared bill: each module loads with its first visit
const EventsRoute = lazy(async () => ({ default: (await import('./events-route')).EventsRoute }));
const BillRoute = lazy(async () => ({ default: (await import('./bill-route')).BillRoute }));

/**
 * SPEC §2 routes owned by this release: / and /menu (same menu page, entry checks), /cart,
 * the landing page of the guards, and the not-found page. Later features add their routes here.
 */
const routes: RouteObject[] = [
  {
    element: <AppShell />,
    children: [
      { index: true, element: <RootGuard /> },
      { path: 'landing', element: <LandingPage /> },
      // SPEC §2: only with a blog and outside event mode, else the not-found page
      { path: 'blogs', element: <BlogPage page="list" notFound={<NotFoundPage />} /> },
      { path: 'blogs/:slug', element: <BlogPage page="post" notFound={<NotFoundPage />} /> },
      { path: 'tags/:id', element: <BlogPage page="tag" notFound={<NotFoundPage />} /> },
      {
        element: <ShopGuard />,
        children: [
          { path: 'menu', element: <MenuRoute /> },
          { path: 'cart', element: <CartRoute /> },
          { path: 'events', element: <EventsRoute /> },
          {
            element: <ShopProvidingGuard />,
            children: [
              {
                path: 'checkout',
                element: (
                  <LoginRequiredGuard>
                    <CheckoutRoute />
                  </LoginRequiredGuard>
                ),
              },
              { path: 'payment', element: <PaymentRoute /> },
              { path: 'paymentstatus', element: <PaymentStatusRoute /> },
              { path: 'review', element: <ReviewRoute /> },
              // issue 17: the table's shared bill, where providers send a claim's payer back
              { path: 'table-payment', element: <BillRoute /> },
            ],
          },
        ],
      },
      {
        path: 'dashboard',
        element: <DashboardRoute />,
        children: [
          { index: true, element: <Navigate to="profile" replace /> },
          { path: 'profile', element: <ProfileRoute /> },
          { path: 'orders', element: <OrdersRoute /> },
          { path: 'addresses', element: <AddressesRoute /> },
        ],
      },
      { path: 'resetpass/:token', element: <ResetPasswordRoute /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

/**
 * The storefront's pages, matched by the declarative router (decision 050): the browser's
 * BrowserRouter and the server's MemoryRouter put it under the same tree. The app uses no
 * loaders, actions or route-level lazy, so the data router's ~17 kB gzip stayed out of the first load.
 */
export function AppRoutes() {
  return useRoutes(routes);
}
