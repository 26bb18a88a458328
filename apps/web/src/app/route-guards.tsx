import { lazy, type ReactNode } from 'react';
import { Redirect } from 'wouter';
import { useRestaurant } from '../features/restaurant';
import { useShowsRestaurantSearch } from './shows-restaurant-search';

// issue 19: outside the menu's first load
const RestaurantSearchPage = lazy(() =>
  import('../features/restaurant-search').then((module) => ({ default: module.RestaurantSearchPage })),
);

/**
 * SPEC §2 root guard: with the installation's "has landing" flag, / (no restaurant asked for) is
 * the restaurant search (decision 031); else the restaurant's landing page when it has one,
 * else the menu.
 */
export function RootGuard() {
  return useShowsRestaurantSearch() ? <RestaurantSearchPage /> : <StorefrontRoot />;
}

function StorefrontRoot() {
  const restaurant = useRestaurant();
  return <Redirect to={restaurant.settings.has_landing ? '/landing' : '/menu'} replace />;
}

/** SPEC §2 shop guard: without a shop the landing page shows instead. */
export function ShopGuard({ children }: { children: ReactNode }) {
  const restaurant = useRestaurant();
  return restaurant.settings.has_shop ? children : <Redirect to="/landing" replace />;
}

/** SPEC §2: /checkout, /payment and /paymentstatus only when shop providing is on. */
export function ShopProvidingGuard({ children }: { children: ReactNode }) {
  const restaurant = useRestaurant();
  return restaurant.settings.shop_providing ? children : <Redirect to="/menu" replace />;
}
