import { useSuspenseQuery } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useId, useMemo, useState } from 'react';
import { Route, Switch } from 'wouter';
import { useAppContext } from '../../../lib/app-context';
import { useTranslation } from '../../../lib/i18n';
import type { LiveMessage } from '../../../lib/live-socket';
import { NavLink } from '../../../lib/router';
import { type ManagerApi, restaurantsQuery } from '../api/manager-api';
import { useRestaurantLive } from '../hooks/use-restaurant-live';
import { ManagerContext } from '../manager-context';
import { useManagerT } from '../manager-i18n';
import { NoticeHost, notify } from '../notices';
import { playChime, soundPreference, unlockSound } from '../sound';
import { LanguageSelect } from './language-select';
import { LiveBoard } from './live-board';
import { OrdersBoard } from './orders-board';
import { PageLoading } from './page-loading';
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
  const id = useId();
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
      notify(t('orders.arrived', { id: String(orderId) }), 'info', 4000);
      if (soundPreference.get()) playChime();
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

  const classesOnly = restaurant?.ticketing_system === true;
  const navClass = ({ isActive }: { isActive: boolean }) =>
    `inline-flex h-11 shrink-0 items-center whitespace-nowrap rounded-full px-4 text-sm font-semibold ${
      isActive ? 'bg-stone-900 text-white' : 'text-stone-700 hover:bg-stone-200'
    }`;
  const liveLabel =
    live === 'open' ? t('live.connected') : live === 'connecting' ? t('live.connecting') : t('live.offline');

  return (
    <div className="flex min-h-dvh flex-col bg-stone-100" onPointerDown={unlockSound}>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:start-2 focus:top-2 focus:z-50 focus:rounded-lg focus:bg-white focus:px-4 focus:py-2 focus:shadow"
      >
        {t('area.skipToContent')}
      </a>
      <header className="top-0 z-30 border-b border-stone-200 bg-white/95 backdrop-blur md:sticky print:hidden">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-2 sm:px-6">
          <span className="text-lg font-bold tracking-tight">{t('area.name')}</span>
          {restaurants.length > 1 ? (
            <div className="flex items-center gap-2">
              <label htmlFor={`${id}-restaurant`} className="sr-only">
                {t('nav.restaurant')}
              </label>
              <select
                id={`${id}-restaurant`}
                value={restaurant?.id}
                onChange={(event) => {
                  localStorage.setItem(restaurantKey, event.target.value);
                  setChosen(Number(event.target.value));
                }}
                className="h-10 rounded-full border border-stone-300 bg-white px-3 text-sm"
              >
                {restaurants.map((entry) => (
                  <option key={entry.id} value={entry.id}>
                    {entry.name}
                  </option>
                ))}
              </select>
            </div>
          ) : (
            <span className="text-sm text-stone-600">{restaurant?.name}</span>
          )}
          {/* a phone keeps the pages in one row that scrolls sideways: wrapped, the thirteen of
              them stacked six rows high above the board */}
          <nav
            aria-label={t('nav.label')}
            className="flex w-full gap-1 overflow-x-auto [scrollbar-width:thin] md:w-auto md:flex-wrap md:overflow-visible"
          >
            <NavLink to="/manager" end className={navClass}>
              {t('nav.orders')}
            </NavLink>
            {/* issue 33: a cooking school sells classes: no break patterns, tables, delivery
                hours or table reservations to manage */}
            {!classesOnly && (
              <>
                <NavLink to="/manager/break-patterns" className={navClass}>
                  {t('nav.breakPatterns')}
                </NavLink>
                <NavLink to="/manager/tables" className={navClass}>
                  {t('nav.tables')}
                </NavLink>
              </>
            )}
            <NavLink to="/manager/menu" className={navClass}>
              {t('nav.menu')}
            </NavLink>
            {!classesOnly && (
              <NavLink to="/manager/hours" className={navClass}>
                {t('nav.hours')}
              </NavLink>
            )}
            <NavLink to="/manager/payments" className={navClass}>
              {owner ? t('nav.payments') : t('nav.vouchers')}
            </NavLink>
            {!classesOnly && (
              <NavLink to="/manager/reservations" className={navClass}>
                {t('nav.reservations')}
              </NavLink>
            )}
            <NavLink to="/manager/messages" className={navClass}>
              {t('nav.messages')}
            </NavLink>
            <NavLink to="/manager/blog" className={navClass}>
              {t('nav.blog')}
            </NavLink>
            <NavLink to="/manager/newsletter" className={navClass}>
              {t('nav.newsletter')}
            </NavLink>
            <NavLink to="/manager/look" className={navClass}>
              {t('nav.look')}
            </NavLink>
            {restaurant?.ticketing_system && (
              <NavLink to="/manager/tickets" className={navClass}>
                {t('nav.tickets')}
              </NavLink>
            )}
            {owner && (
              <NavLink to="/manager/staff" className={navClass}>
                {t('nav.staff')}
              </NavLink>
            )}
            <NavLink to="/manager/activity" className={navClass}>
              {t('nav.activity')}
            </NavLink>
          </nav>
          <div className="ms-auto flex flex-wrap items-center gap-2">
            <span
              role="status"
              className={`inline-flex items-center gap-2 rounded-full px-3 py-1 text-xs font-semibold ${
                live === 'open' ? 'bg-emerald-100 text-emerald-900' : 'bg-amber-100 text-amber-900'
              }`}
            >
              <span
                aria-hidden="true"
                className={`size-2 rounded-full ${live === 'open' ? 'bg-emerald-600' : 'animate-pulse bg-amber-600'}`}
              />
              {liveLabel}
            </span>
            {/* a switch named by the words it shows (WCAG label in name); on or off is its state */}
            <button
              type="button"
              role="switch"
              aria-checked={soundOn}
              onClick={() => {
                unlockSound();
                soundPreference.set(!soundOn);
                setSoundOn(!soundOn);
              }}
              className="inline-flex h-10 items-center gap-2 rounded-full px-3 text-sm ring-1 ring-stone-300 hover:bg-stone-100"
            >
              <span
                aria-hidden="true"
                className={`flex h-5 w-9 items-center rounded-full p-0.5 transition-colors ${soundOn ? 'bg-emerald-700' : 'bg-stone-300'}`}
              >
                <span
                  className={`size-4 rounded-full bg-white shadow transition-[margin] ${soundOn ? 'ms-4' : 'ms-0'}`}
                />
              </span>
              {t('sound.label')}
            </button>
            <LanguageSelect />
            <button
              type="button"
              onClick={() =>
                void api
                  .logout()
                  .catch(() => undefined)
                  .finally(onSignOut)
              }
              className="inline-flex h-10 items-center rounded-full px-4 text-sm font-medium ring-1 ring-stone-300 hover:bg-stone-100"
            >
              {t('nav.logout')}
            </button>
          </div>
        </div>
      </header>
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
              <Route component={OrdersBoard} />
            </Switch>
          </Suspense>
        </ManagerContext>
      )}
      <NoticeHost />
    </div>
  );
}
