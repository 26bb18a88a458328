import { useCallback } from 'react';
import { useRestaurant } from '../../restaurant';
import { isAnnouncementHidden } from '../announcement-marks';
import { infoPanels } from '../panel-store';

/**
 * SPEC §3 announcement_before_checkout: on the way from the cart to the checkout the
 * restaurant's announcement shows first (unless OK'd in the last 10 minutes); OK continues.
 * Returns what to call instead of going on directly.
 */
export function useCheckoutAnnouncement(): (proceed: () => void) => void {
  const restaurant = useRestaurant();
  const html = restaurant.settings.announcement_before_checkout ? restaurant.checkout_announcement : '';
  return useCallback(
    (proceed) => {
      if (!html || isAnnouncementHidden('before_checkout')) proceed();
      else infoPanels.open({ kind: 'announcement', type: 'before_checkout', html, onConfirm: proceed });
    },
    [html],
  );
}
