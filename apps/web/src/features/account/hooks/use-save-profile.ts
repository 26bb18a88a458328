import { useQueryClient } from '@tanstack/react-query';
import { useAppContext } from '../../../lib/app-context';
import { useTranslation } from '../../../lib/i18n';
import { snackbar } from '../../../lib/snackbar';
import { accountApi, accountKeys, type ProfileInput } from '../api/account-api';

/** Saves through auth/user/update and keeps the cached user current; false when it failed. */
export function useSaveProfile() {
  const { api } = useAppContext();
  const { locale } = useTranslation();
  const queryClient = useQueryClient();
  return async (input: ProfileInput, fail: (error: unknown) => void): Promise<boolean> => {
    try {
      const answer = await accountApi.updateProfile(api, input);
      queryClient.setQueryData(accountKeys.user(locale), answer.data);
      if (answer.message) snackbar.show({ text: answer.message.body, tone: 'success' });
      return true;
    } catch (error) {
      fail(error);
      return false;
    }
  };
}
