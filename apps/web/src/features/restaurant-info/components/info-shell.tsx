import { useQuery } from '@tanstack/react-query';
import { toLocalMoment } from '@tavola/domain';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { useAnySheetOpen } from '../../../components/ui/sheet';
import { arrivalSearch } from '../../../lib/arrival-address';
import { useTranslation } from '../../../lib/i18n';
import { restaurantInfoQuery, useRestaurant } from '../../restaurant';
import { isAnnouncementHidden } from '../announcement-marks';
import { loadInfoTranslator } from '../hooks/use-info-translation';
import { infoPanels, useOpenInfoPanel } from '../panel-store';
import { pruneCachedPages, watchForUpdates } from '../service-worker';
import { useInfoServices } from '../services';
import { visitedKey, visitToRecord } from '../visit';

const InfoPanel = lazy(() => import('./info-panel'));
const NewsletterBox = lazy(() => import('./newsletter-box'));
const UpdatePrompt = lazy(() => import('./update-prompt'));

/** the restaurant's open/closed state is read again this often, to notice when it turns closed */
const closedCheckMs = 60_000;
let visitRecorded = false;

/**
 * What this feature adds to every page, loaded after the first render: the open panel,
 * announcements (SPEC §4), the visit record, the newsletter box on the menu and the update
 * prompt of the service worker.
 */
export default function InfoShell() {
  const { api } = useInfoServices();
  const { locale } = useTranslation();
  const restaurant = useRestaurant();
  const panel = useOpenInfoPanel();
  const [pathname] = useLocation();
  const onMenu = pathname === '/' || pathname === '/menu';
  const [update, setUpdate] = useState<ServiceWorkerRegistration | null>(null);

  // the texts of the panels load now, so a panel opens without waiting for them
  useEffect(() => {
    void loadInfoTranslator(locale);
  }, [locale]);

  // SPEC §4 Announcement: the popup on the menu when has_announcement, once per page load; it
  // waits for a panel open already (e.g. the table capacity modal of a guest who scanned a table)
  const sheetOpen = useAnySheetOpen();
  const announced = useRef(false);
  useEffect(() => {
    if (announced.current || !onMenu || panel || sheetOpen) return;
    announced.current = true;
    const html = restaurant.settings.has_announcement ? restaurant.announcement : '';
    if (html && !isAnnouncementHidden('general'))
      infoPanels.open({ kind: 'announcement', type: 'general', html });
  }, [onMenu, panel, sheetOpen, restaurant]);

  // SPEC §4: the closed-message popup when the restaurant turns closed while the page is open
  const { data: live } = useQuery({ ...restaurantInfoQuery(api, locale), refetchInterval: closedCheckMs });
  const wasClosed = useRef(restaurant.closed);
  const [turnedClosed, setTurnedClosed] = useState(false);
  useEffect(() => {
    if (!live) return;
    if (live.closed && !wasClosed.current) setTurnedClosed(true);
    wasClosed.current = live.closed;
  }, [live]);
  useEffect(() => {
    // it waits for the guest to close what they have open (the basket, a product, a panel)
    if (!turnedClosed || panel || sheetOpen) return;
    setTurnedClosed(false);
    if (!isAnnouncementHidden('closed'))
      infoPanels.open({ kind: 'announcement', type: 'closed', html: live?.closeMessage ?? '' });
  }, [turnedClosed, panel, sheetOpen, live]);

  // SPEC §4: the visit, once per calendar day (in the restaurant's zone) per browser
  useEffect(() => {
    if (visitRecorded) return;
    visitRecorded = true;
    const today = toLocalMoment(Date.now(), restaurant.time_zone).date;
    const visit = visitToRecord(today, localStorage.getItem(visitedKey), arrivalSearch);
    if (!visit) return;
    api.post('restaurant/website-view', visit).then(
      () => localStorage.setItem(visitedKey, today),
      () => undefined,
    );
  }, [api, restaurant.time_zone]);

  // SPEC §4 Update: the production build's service worker, checked every 70 seconds
  useEffect(() => {
    if (!import.meta.env.PROD) return;
    return watchForUpdates((registration) => {
      void pruneCachedPages().finally(() => setUpdate(registration));
    });
  }, []);

  return (
    <>
      <Suspense fallback={null}>{panel && <InfoPanel panel={panel} onClose={infoPanels.close} />}</Suspense>
      <Suspense fallback={null}>
        {onMenu && restaurant.settings.newsletter && !restaurant.theme.eventMode && <NewsletterBox />}
      </Suspense>
      <Suspense fallback={null}>{update && <UpdatePrompt registration={update} />}</Suspense>
    </>
  );
}
