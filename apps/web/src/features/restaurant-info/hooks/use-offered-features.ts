import { type StorefrontFeatures, storefrontFeatures } from '@tavola/domain';
import { useRestaurant } from '../../restaurant';

/**
 * SPEC §2: which parts of the storefront the restaurant offers (no table reservation, opening
 * times, accounts or blog with a ticketing system; no blog in event mode), by the domain rule
 * the server refuses them with, so the two cannot drift.
 */
export function useOfferedFeatures(): StorefrontFeatures {
  const { settings, theme } = useRestaurant();
  return storefrontFeatures({ ...settings, eventMode: theme.eventMode });
}
