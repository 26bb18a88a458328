import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, Suspense, useState } from 'react';
import { useLocation } from 'wouter';
import { secondaryButton } from '../../../components/ui/form';
import { useAppContext } from '../../../lib/app-context';
import { useTranslation } from '../../../lib/i18n';
import { NavLink } from '../../../lib/router';
import { snackbar } from '../../../lib/snackbar';
import { PageHeader } from '../../restaurant';
import { useAccountT } from '../account-i18n';
import { endSession, userQuery } from '../api/account-api';
import { Spinner } from './form-parts';

const tab = ({ isActive }: { isActive: boolean }) =>
  `block whitespace-nowrap rounded-full px-4 py-2 text-sm font-semibold ${
    isActive ? 'bg-primary text-(--color-primary-contrast)' : 'text-stone-700 hover:bg-stone-100'
  }`;

/** SPEC §2 /dashboard: the private area with profile, orders and addresses (`children`, the open section). */
export default function DashboardLayout({ children }: { children: ReactNode }) {
  const t = useAccountT();
  const { t: tApp, locale } = useTranslation();
  const { api, config } = useAppContext();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const user = useQuery(userQuery(api, locale));
  const [leaving, setLeaving] = useState(false);

  async function logout() {
    setLeaving(true);
    const message = await endSession(api, queryClient, config.restaurantId);
    if (message) snackbar.show({ text: message.body, tone: 'success' });
    navigate('/menu', { replace: true });
  }

  return (
    <>
      <PageHeader />
      <main id="main" className="mx-auto max-w-3xl px-4 py-6 sm:px-6">
        <div className="mb-4 flex flex-wrap items-center gap-3">
          <div className="min-w-0">
            <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('account.title')}</h1>
            {user.data && (
              <p className="truncate text-stone-600">{t('account.greeting', { name: user.data.name })}</p>
            )}
          </div>
          <button type="button" className={`${secondaryButton} ms-auto`} onClick={logout} disabled={leaving}>
            {t('account.logout')}
          </button>
        </div>
        <nav aria-label={t('account.sections')} className="-mx-1 mb-5 overflow-x-auto py-1">
          <ul className="flex gap-1 px-1">
            <li>
              <NavLink to="/dashboard/profile" className={tab}>
                {t('title.profile')}
              </NavLink>
            </li>
            <li>
              <NavLink to="/dashboard/orders" className={tab}>
                {t('title.orders')}
              </NavLink>
            </li>
            <li>
              <NavLink to="/dashboard/addresses" className={tab}>
                {t('title.addresses')}
              </NavLink>
            </li>
          </ul>
        </nav>
        <Suspense fallback={<Spinner label={tApp('app.loading')} />}>{children}</Suspense>
      </main>
    </>
  );
}
