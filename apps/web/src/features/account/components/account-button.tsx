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
    return (
      <Link to="/dashboard/profile" className={style} aria-label={t('account.myAccount')}>
        <PersonIcon />
        <span className="hidden sm:inline">{t('account.myAccount')}</span>
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
