import type { ManagerRestaurant } from '@tavola/contracts';
import { useId } from 'react';
import type { LiveState } from '../../../../lib/live-socket';
import { NavLink } from '../../../../lib/router';
import { useManagerT } from '../../manager-i18n';
import { type SoundState, unlockSound } from '../../sound';
import { LanguageSelect } from '../language-select';
import { NavStrip } from './nav-strip';

/**
 * The manager area's header: restaurant, pages, live state, sound, language, logout. Issue 34:
 * one row on a tablet (two on a phone: the pages get a row of their own, and the sound's prompts
 * one more while they show), so the board below keeps the screen's height; the sound says when it
 * waits for a tap, and rings until acknowledged.
 */
export function ManagerHeader(props: {
  restaurants: readonly ManagerRestaurant[];
  restaurant: ManagerRestaurant | undefined;
  onChooseRestaurant: (id: number) => void;
  live: LiveState;
  soundOn: boolean;
  onSoundOn: (on: boolean) => void;
  sound: SoundState;
  /** how many new orders ring, 0 when none does */
  ringingFor: number;
  onAcknowledge: () => void;
  onLogout: () => void;
  sticky: boolean;
}) {
  const { restaurants, restaurant, live, soundOn, sound, ringingFor } = props;
  const t = useManagerT();
  const id = useId();
  const owner = restaurant?.role === 'owner';
  // issue 33: a cooking school sells classes: no break patterns, tables, delivery hours or
  // table reservations to manage
  const classesOnly = restaurant?.ticketing_system === true;
  const navClass = ({ isActive }: { isActive: boolean }) =>
    `inline-flex h-10 shrink-0 items-center whitespace-nowrap rounded-full px-3.5 text-sm font-semibold ${
      isActive ? 'bg-stone-900 text-white' : 'text-stone-700 hover:bg-stone-200'
    }`;
  const liveLabel =
    live === 'open' ? t('live.connected') : live === 'connecting' ? t('live.connecting') : t('live.offline');
  const chip =
    'inline-flex min-h-10 items-center rounded-3xl px-3 py-1 text-start text-sm font-bold md:whitespace-nowrap max-md:min-h-8 max-md:py-0.5 max-md:text-xs';
  const waitingForTap = soundOn && sound === 'waiting-for-tap';

  return (
    <header
      className={`z-30 shrink-0 border-b border-stone-200 bg-white/95 backdrop-blur print:hidden ${props.sticky ? 'top-0 md:sticky' : ''}`}
    >
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-3 gap-y-1 px-3 py-1.5 sm:px-4 md:flex-nowrap">
        <span className="hidden shrink-0 text-base font-bold tracking-tight xl:inline">{t('area.name')}</span>
        {restaurants.length > 1 ? (
          <div className="shrink-0">
            <label htmlFor={`${id}-restaurant`} className="sr-only">
              {t('nav.restaurant')}
            </label>
            <select
              id={`${id}-restaurant`}
              value={restaurant?.id}
              onChange={(event) => props.onChooseRestaurant(Number(event.target.value))}
              className="h-10 max-w-44 rounded-full border border-stone-300 bg-white px-3 text-sm"
            >
              {restaurants.map((entry) => (
                <option key={entry.id} value={entry.id}>
                  {entry.name}
                </option>
              ))}
            </select>
          </div>
        ) : (
          <span className="min-w-0 flex-1 truncate text-sm font-semibold text-stone-700 md:max-w-40 md:flex-none">
            {restaurant?.name}
          </span>
        )}
        <div className="order-last flex min-w-0 basis-full md:order-none md:flex-1 md:basis-auto">
          <NavStrip label={t('nav.label')}>
            <NavLink to="/manager" end className={navClass}>
              {t('nav.orders')}
            </NavLink>
            {!classesOnly && (
              <>
                <NavLink to="/manager/break-patterns" className={navClass}>
                  {t('nav.breakPatterns')}
                </NavLink>
                {/* issue 34: the table admin page, not the board's view of the tables ("Tables now") */}
                <NavLink to="/manager/tables" className={navClass}>
                  {t('nav.tablesAndCodes')}
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
          </NavStrip>
        </div>
        {(waitingForTap || ringingFor > 0) && (
          // a phone gives them a row of their own under its first, where their words may wrap:
          // in the row of the sound switch they made every page but the board wider than the
          // screen (issue 34)
          <div className="flex basis-full flex-wrap items-center gap-1 max-md:order-1 md:shrink-0 md:basis-auto md:flex-nowrap">
            {/* issue 34: the switch says on, but the browser waits for a tap before it plays anything */}
            {waitingForTap && (
              <button
                type="button"
                onClick={unlockSound}
                className={`${chip} animate-pulse bg-amber-300 text-amber-950`}
              >
                {t('sound.blocked')}
              </button>
            )}
            {ringingFor > 0 && (
              <button type="button" onClick={props.onAcknowledge} className={`${chip} bg-red-700 text-white`}>
                {t('sound.ringing', { count: ringingFor })}
              </button>
            )}
          </div>
        )}
        <div className="ms-auto flex shrink-0 items-center justify-end gap-1.5">
          <span
            role="status"
            className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-semibold ${
              live === 'open' ? 'bg-emerald-100 text-emerald-900' : 'bg-amber-100 text-amber-900'
            }`}
          >
            <span
              aria-hidden="true"
              className={`size-2 rounded-full ${live === 'open' ? 'bg-emerald-600' : 'animate-pulse bg-amber-600'}`}
            />
            {/* a phone shows the dot; its words are still read */}
            <span className="max-sm:sr-only">{liveLabel}</span>
          </span>
          {/* a switch named by the words it shows (WCAG label in name); on or off is its state */}
          <button
            type="button"
            role="switch"
            aria-checked={soundOn}
            onClick={() => {
              unlockSound();
              props.onSoundOn(!soundOn);
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
            <span className="max-sm:sr-only">{t('sound.label')}</span>
          </button>
          <LanguageSelect />
          <button
            type="button"
            onClick={props.onLogout}
            className="inline-flex h-10 items-center rounded-full px-3 text-sm font-medium ring-1 ring-stone-300 hover:bg-stone-100"
          >
            {t('nav.logout')}
          </button>
        </div>
      </div>
    </header>
  );
}
