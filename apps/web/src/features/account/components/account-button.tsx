import { Link } from 'wouter';
import { useTranslation } from '../../../lib/i18n';
import { useRestaurant } from '../../restaurant';
import { authDialog, useLoggedIn } from '../session';

const style =
  // a round icon on phones, the icon and its words from 640 px (issue 15: the phone header fits 320 px)
  'flex h-10 w-10 shrink-0 items-center justify-center gap-2 whitespace-nowrap rounded-full border border-stone-200 bg-white text-sm font-medium hover:border-stone-300 sm:w-auto sm:px-3';

const PersonIcon = () => (
  <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5 shrink-0">
    <path fill="currentColor" d="M10 10a4 4 0 1 0 0-8 4 4 0 0 0 0 8m-7 8a7 7 0 0 1 14 0z" />
  </svg>
);

/**
 * SPEC §2 Header: the account link to /dashboard/profile when logged in, otherwise
 * Login / Register where registration is on (never with a ticketing system).
 */
export function AccountButton() {
  const { t } = useTranslation();
  const restaurant = useRestaurant();
  const loggedIn = useLoggedIn();
  if (loggedIn) {
    // issue 33: a logged-in customer sees it in the header (filled, with a tick), not only the same icon
    return (
      <Link
        to="/dashboard/profile"
        className={`${style} relative border-primary bg-primary text-(--color-primary-contrast) hover:border-primary`}
        aria-label={t('account.loggedIn')}
      >
        <PersonIcon />
        <span
          aria-hidden="true"
          className="absolute -end-0.5 -bottom-0.5 flex size-4 items-center justify-center rounded-full bg-emerald-600 text-white ring-2 ring-white sm:static sm:size-auto sm:bg-transparent sm:ring-0"
        >
          <svg viewBox="0 0 12 12" className="size-2.5 sm:hidden" aria-hidden="true">
            <path fill="none" stroke="currentColor" strokeWidth="2" d="M2.5 6.5 5 9l4.5-5.5" />
          </svg>
        </span>
        <span className="hidden sm:inline">{t('account.loggedIn')}</span>
      </Link>
    );
  }
  if (!restaurant.settings.registration_enabled || restaurant.settings.ticketingSystem) return null;
  return (
    <button
      type="button"
      className={style}
      aria-haspopup="dialog"
      aria-label={t('account.loginRegister')}
      onClick={() => authDialog.open('login')}
    >
      <PersonIcon />
      <span className="hidden sm:inline">{t('account.loginRegister')}</span>
    </button>
  );
}
