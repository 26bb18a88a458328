import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useMemo, useRef, useState } from 'react';
import { useRoute } from 'wouter';
import { useAppContext } from '../../../lib/app-context';
import { useTranslation } from '../../../lib/i18n';
import { createManagerApi, managerKeys, managerToken } from '../api/manager-api';
import { ManagerI18nProvider } from '../manager-i18n';
import { LoginPage } from './login-page';
import { ManagerShell } from './manager-shell';

/** Issue 20: the invitation mail's link opens this page, signed in or not. */
const InvitationPage = lazy(() => import('./staff/invitation-page'));
/** issue 20: only an installation without restaurants needs it (decision 049) */
const FirstRunPage = lazy(() => import('./first-run/first-run-page'));

/**
 * Issue 7: the manager area at /manager, a separate screen with its own layout, loaded on
 * demand so the storefront's first load does not carry it.
 */
export default function ManagerArea() {
  return (
    <Suspense fallback={<AreaLoading />}>
      <ManagerI18nProvider>
        <ManagerRoot />
      </ManagerI18nProvider>
    </Suspense>
  );
}

function ManagerRoot() {
  const { config } = useAppContext();
  const { locale } = useTranslation();
  const queryClient = useQueryClient();
  const [token, setToken] = useState(managerToken.get);
  const language = useRef(locale);
  language.current = locale;
  const signOut = useCallback(() => {
    managerToken.clear();
    setToken(null);
    queryClient.removeQueries({ queryKey: managerKeys.all });
  }, [queryClient]);
  const api = useMemo(
    () => createManagerApi(config.apiBase, () => language.current, signOut),
    [config.apiBase, signOut],
  );
  const [, invitation] = useRoute('/manager/invitation/:token');
  if (invitation?.token)
    return (
      <Suspense fallback={<AreaLoading />}>
        <InvitationPage api={api} token={invitation.token} />
      </Suspense>
    );
  if (config.firstRun) return <FirstRunPage api={api} />;
  if (!token)
    return (
      <LoginPage
        api={api}
        onLoggedIn={(next) => {
          managerToken.set(next);
          setToken(next);
        }}
      />
    );
  return (
    <Suspense fallback={<AreaLoading />}>
      <ManagerShell api={api} token={token} onSignOut={signOut} />
    </Suspense>
  );
}

export function AreaLoading() {
  return (
    <div className="flex min-h-dvh items-center justify-center" role="status">
      <span className="size-10 animate-spin rounded-full border-4 border-stone-200 border-t-primary" />
      <LoadingLabel />
    </div>
  );
}

function LoadingLabel() {
  const { t } = useTranslation();
  return <span className="sr-only">{t('app.loading')}</span>;
}
