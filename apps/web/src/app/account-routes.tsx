import { Redirect, Route, Switch } from 'wouter';
import {
  AddressesSection,
  DashboardLayout,
  OrdersSection,
  PrivateGuard,
  ProfileSection,
  ResetPasswordPage,
  ReviewGuard,
  ReviewPage,
  useAccountT,
} from '../features/account/pages';
import { useRestaurant } from '../features/restaurant';
import { usePageMeta } from './use-page-meta';

type TitleKey =
  | 'title.profile'
  | 'title.orders'
  | 'title.addresses'
  | 'title.resetPassword'
  | 'title.reviews';

/** SPEC §2: the page title is the restaurant's name and the route's title. */
function useAccountMeta(key: TitleKey) {
  const t = useAccountT();
  const restaurant = useRestaurant();
  usePageMeta(restaurant.name, t(key), `${restaurant.name} – ${t(key)}`);
}

/** SPEC §2 /dashboard: needs a login (private-area guard). The router loads this module on demand. */
export function DashboardRoute() {
  return (
    <PrivateGuard>
      <DashboardLayout>
        <Switch>
          <Route path="/dashboard/profile" component={ProfileRoute} />
          <Route path="/dashboard/orders" component={OrdersRoute} />
          <Route path="/dashboard/addresses" component={AddressesRoute} />
          <Route>
            <Redirect to="/dashboard/profile" replace />
          </Route>
        </Switch>
      </DashboardLayout>
    </PrivateGuard>
  );
}

export function ProfileRoute() {
  useAccountMeta('title.profile');
  return <ProfileSection />;
}

export function OrdersRoute() {
  useAccountMeta('title.orders');
  return <OrdersSection />;
}

export function AddressesRoute() {
  useAccountMeta('title.addresses');
  return <AddressesSection />;
}

/** SPEC §2 /resetpass/{token} */
export function ResetPasswordRoute() {
  useAccountMeta('title.resetPassword');
  return <ResetPasswordPage />;
}

/** SPEC §2 /review: only when shop providing is on and reviews are active. */
export function ReviewRoute() {
  useAccountMeta('title.reviews');
  return (
    <ReviewGuard>
      <ReviewPage />
    </ReviewGuard>
  );
}
