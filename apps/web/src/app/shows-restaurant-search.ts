import { useLocation, useSearch } from 'wouter';
import { useAppContext } from '../lib/app-context';

/**
 * Decision 031: with the installation's "has landing" flag, / without ?restaurant= is the
 * restaurant search, a page of the installation rather than of one restaurant.
 */
export function useShowsRestaurantSearch(): boolean {
  const { config } = useAppContext();
  const [pathname] = useLocation();
  const search = useSearch();
  return config.hasLanding === 'true' && pathname === '/' && !new URLSearchParams(search).has('restaurant');
}
