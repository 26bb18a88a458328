import { useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { useAppContext } from '../../../lib/app-context';
import { useTranslation } from '../../../lib/i18n';
import { snackbar } from '../../../lib/snackbar';
import { useAccountT } from '../account-i18n';
import { startSession } from '../api/account-api';
import { authDialog } from '../session';

/** After login or signup: the token is stored, the basket assigned, the dialog closed. */
export function useFinishLogin(next: string | undefined) {
  const { api, config } = useAppContext();
  const { locale } = useTranslation();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const t = useAccountT();
  return async (token: string) => {
    const user = await startSession(api, queryClient, config.restaurantId, token, locale);
    authDialog.close();
    snackbar.show({ text: t('auth.welcome', { name: user.name }), tone: 'success' });
    if (next) navigate(next);
  };
}
