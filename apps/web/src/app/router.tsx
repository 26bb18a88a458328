import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
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
const accountRoute = (name: keyof typeof import('./account-routes')) => async () => ({
  Component: (await import('./account-routes'))[name],
});

/**
 * SPEC §2 routes owned by this release: / and /menu (same menu page, entry checks), /cart,
 * the landing page of the guards, and the not-found page. Later features add their routes here.
 */
export function appRoutes(): RouteObject[] {
  return [
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
            // SPEC §2 Events list (event layout); its module loads with the first visit
            {
              path: 'events',
              lazy: async () => ({ Component: (await import('./events-route')).EventsRoute }),
            },
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
                { path: 'review', lazy: accountRoute('ReviewRoute') },
                // issue 17: the table's shared bill, where providers send a claim's payer back
                {
                  path: 'table-payment',
                  lazy: async () => ({ Component: (await import('./bill-route')).BillRoute }),
                },
              ],
            },
          ],
        },
        {
          path: 'dashboard',
          lazy: accountRoute('DashboardRoute'),
          children: [
            { index: true, element: <Navigate to="profile" replace /> },
            { path: 'profile', lazy: accountRoute('ProfileRoute') },
            { path: 'orders', lazy: accountRoute('OrdersRoute') },
            { path: 'addresses', lazy: accountRoute('AddressesRoute') },
          ],
        },
        { path: 'resetpass/:token', lazy: accountRoute('ResetPasswordRoute') },
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ];
}

export function createAppRouter() {
  return createBrowserRouter(appRoutes());
}
