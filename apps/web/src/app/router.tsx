import { createBrowserRouter } from 'react-router';
import { AppShell } from './app-shell';
import { BlogRoute } from './blog-route';
import { CartRoute } from './cart-route';
import { CheckoutRoute, PaymentStatusRoute } from './checkout-route';
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
        { path: 'blogs', element: <BlogRoute page="list" /> },
        { path: 'blogs/:slug', element: <BlogRoute page="post" /> },
        { path: 'tags/:id', element: <BlogRoute page="tag" /> },
        {
          element: <ShopGuard />,
          children: [
            { path: 'menu', element: <MenuRoute /> },
            { path: 'cart', element: <CartRoute /> },
            {
              element: <ShopProvidingGuard />,
              children: [
                { path: 'checkout', element: <CheckoutRoute /> },
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
