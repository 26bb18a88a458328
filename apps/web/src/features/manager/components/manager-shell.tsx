import { useSuspenseQuery } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { Route, Switch, useRoute } from 'wouter';
import { useAppContext } from '../../../lib/app-context';
import { useTranslation } from '../../../lib/i18n';
import type { LiveMessage } from '../../../lib/live-socket';
import { type ManagerApi, restaurantsQuery } from '../api/manager-api';
import { useRestaurantLive } from '../hooks/use-restaurant-live';
import { useRinging } from '../hooks/use-ringing';
import { ManagerContext } from '../manager-context';
import { useManagerT } from '../manager-i18n';
import { NoticeHost, notify } from '../notices';
import { playChime, prepareSound, soundPreference, unlockSound, useSoundState } from '../sound';
import { LiveBoard } from './live-board';
import { PageLoading } from './page-loading';
import { ManagerHeader } from './shell/manager-header';
import { TableCallsPanel } from './table-calls-panel';

// the live board is the area's first load; every other page comes in its own chunk when opened
const BreakPatternsPage = lazy(() => import('./break-patterns-page'));
const TablesPage = lazy(() => import('./tables-page'));
const TableQrSheet = lazy(() => import('./table-qr-sheet'));

const restaurantKey = 'managerRestaurant';
/** Issue 18: the ticket pages load when a manager of an event restaurant opens them. */
const TicketsArea = lazy(() => import('./tickets/tickets-area'));
/** Issue 20: the back office's hours and delivery page loads when a manager opens it. */
const HoursArea = lazy(() => import('./hours/hours-area'));
/** Issue 20: vouchers, tips and payment methods, a chunk of their own too. */
const PaymentsArea = lazy(() => import('./payments/payments-area'));
/** Issue 20: the back office's menu page loads when a manager opens it. */
const MenuArea = lazy(() => import('./menu/menu-area'));
/** Issue 20: blog, newsletter, contact messages and reservations, a chunk each. */
const BlogPage = lazy(() => import('./content/blog-page'));
const NewsletterPage = lazy(() => import('./content/newsletter-page'));
const MessagesPage = lazy(() => import('./content/messages-page'));
const ReservationsPage = lazy(() => import('./content/reservations-page'));
/** Issue 20: the storefront's look, legal pages and announcements, a chunk of its own. */
const LookArea = lazy(() => import('./look/look-area'));
/** Issue 20 (decision 044): the owner's staff page, and everyone's activity list. */
const StaffPage = lazy(() => import('./staff/staff-page'));
const ActivityPage = lazy(() => import('./staff/activity-page'));

/** The manager area's layout: header (restaurant, navigation, live state, sound, language, logout) and its pages. */
export function ManagerShell({
  api,
  token,
  onSignOut,
}: {
  api: ManagerApi;
  token: string;
  onSignOut: () => void;
}) {
  const t = useManagerT();
  const { locale } = useTranslation();
  const { config } = useAppContext();
  const { data: restaurants } = useSuspenseQuery(restaurantsQuery(api, locale));
  const [chosen, setChosen] = useState(() => Number(localStorage.getItem(restaurantKey)));
  const restaurant = restaurants.find((entry) => entry.id === chosen) ?? restaurants[0];
  /** a manager (not owner) sees neither payment methods nor staff; the server refuses them too */
  const owner = restaurant?.role === 'owner';
  const [fresh, setFresh] = useState<ReadonlySet<number>>(new Set());
  const [soundOn, setSoundOn] = useState(soundPreference.get);

  const onOrderCreated = useCallback(
    (event: LiveMessage) => {
      if (!event.orderId) return;
      const orderId = event.orderId;
      setFresh((current) => new Set(current).add(orderId));
      notify(t('orders.arrived', { id: String(orderId) }), 'info', 4000, 'order-arrived');
    },
    [t],
  );
  const live = useRestaurantLive({
    apiBase: config.apiBase,
    restaurantId: restaurant?.id ?? 0,
    token,
    onOrderCreated,
    onTableCall: () => {
      if (soundPreference.get()) playChime();
    },
    onRefused: (event) => {
      if (event.code === 'unauthenticated' || event.code === 'not_authorized') onSignOut();
    },
  });
  const sound = useSoundState();
  useEffect(prepareSound, []);
  const ringing = useRinging({ unacknowledged: fresh, soundOn, sound });
  const [onBoard] = useRoute('/manager');
  const markSeen = useCallback((orderId: number) => {
    setFresh((current) => {
      if (!current.has(orderId)) return current;
      const next = new Set(current);
      next.delete(orderId);
      return next;
    });
  }, []);
  const context = useMemo(
    () => (restaurant ? { api, restaurant, fresh, markSeen } : undefined),
    [api, restaurant, fresh, markSeen],
  );

  return (
    <div
      className={`flex flex-col bg-stone-100 ${
        // issue 34: the board fills the screen and its columns scroll; other pages scroll as pages
        onBoard ? 'h-dvh overflow-hidden print:h-auto print:overflow-visible' : 'min-h-dvh'
      }`}
      // a click, not a pointerdown: the sound prompt goes once heard, and what slides into its
      // place must not take the tap (on a phone that was Log out)
      onClickCapture={unlockSound}
    >
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:start-2 focus:top-2 focus:z-50 focus:rounded-lg focus:bg-white focus:px-4 focus:py-2 focus:shadow"
      >
        {t('area.skipToContent')}
      </a>
      <ManagerHeader
        restaurants={restaurants}
        restaurant={restaurant}
        onChooseRestaurant={(next) => {
          localStorage.setItem(restaurantKey, String(next));
          setChosen(next);
        }}
        live={live}
        soundOn={soundOn}
        onSoundOn={(on) => {
          soundPreference.set(on);
          setSoundOn(on);
        }}
        sound={sound}
        ringingFor={ringing ? fresh.size : 0}
        onAcknowledge={() => setFresh(new Set())}
        onLogout={() =>
          void api
            .logout()
            .catch(() => undefined)
            .finally(onSignOut)
        }
        sticky={!onBoard}
      />
      {context && (
        <ManagerContext value={context}>
          <TableCallsPanel />
          <Suspense fallback={<PageLoading />}>
            <Switch>
              <Route path="/manager" component={LiveBoard} />
              <Route path="/manager/break-patterns" component={BreakPatternsPage} />
              <Route path="/manager/tables" component={TablesPage} />
              <Route path="/manager/tables/print" component={TableQrSheet} />
              <Route path="/manager/hours" component={HoursArea} />
              <Route path="/manager/payments" component={PaymentsArea} />
              <Route path="/manager/menu" component={MenuArea} />
              <Route path="/manager/blog" component={BlogPage} />
              <Route path="/manager/newsletter" component={NewsletterPage} />
              <Route path="/manager/messages" component={MessagesPage} />
              <Route path="/manager/reservations" component={ReservationsPage} />
              <Route path="/manager/look" component={LookArea} />
              {context.restaurant.ticketing_system && (
                <Route path="/manager/tickets/*?" component={TicketsArea} />
              )}
              {owner && <Route path="/manager/staff" component={StaffPage} />}
              <Route path="/manager/activity" component={ActivityPage} />
              <Route component={LiveBoard} />
            </Switch>
          </Suspense>
        </ManagerContext>
      )}
      <NoticeHost />
    </div>
  );
}
