import { createBrowserRouter } from 'react-router';
import { BlogPage } from '../features/restaurant-info';
import { AppShell } from './app-shell';
import { CartRoute } from './cart-route';
import { CheckoutRoute, PaymentRoute, PaymentStatusRoute } from './checkout-route';
import { LandingPage } from './landing-page';
import { MenuRoute } from './menu-route';
import { NotFoundPage } from './not-found-page';
import { RootGuard, ShopGuard, ShopProvidingGuard } from './route-guards';

/**
 * SPEC §2 routes owned by this release: / and /menu (same menu page, entry checks), /cart,
 * the landing page of the guards, and the not-found page. Later features add their routes here.
 */
export function createAppRouter() {
  return createBrowserRouter([
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
            {
              element: <ShopProvidingGuard />,
              children: [
                { path: 'checkout', element: <CheckoutRoute /> },
                { path: 'payment', element: <PaymentRoute /> },
                { path: 'paymentstatus', element: <PaymentStatusRoute /> },
              ],
            },
          ],
        },
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ]);
}
