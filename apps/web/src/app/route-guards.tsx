import { Navigate, Outlet } from 'react-router';
import { useRestaurant } from '../features/restaurant';

/** SPEC §2 root guard: the landing page when the restaurant has one, else the menu. */
export function RootGuard() {
  const restaurant = useRestaurant();
  return <Navigate to={restaurant.settings.has_landing ? '/landing' : '/menu'} replace />;
}

/** SPEC §2 shop guard: without a shop the landing page shows instead. */
export function ShopGuard() {
  const restaurant = useRestaurant();
  return restaurant.settings.has_shop ? <Outlet /> : <Navigate to="/landing" replace />;
}

/** SPEC §2: /checkout, /payment and /paymentstatus only when shop providing is on. */
export function ShopProvidingGuard() {
  const restaurant = useRestaurant();
  return restaurant.settings.shop_providing ? <Outlet /> : <Navigate to="/menu" replace />;
}
