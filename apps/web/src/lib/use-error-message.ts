import { useCallback } from 'react';
import { ConnectionLost, errorMessage } from './api-client';
import { useTranslation } from './i18n';
import { snackbar } from './snackbar';

/**
 * The text of a failure by the SPEC §8 rules (see `errorMessage`), with the translated default
 * 'Something went wrong' unless the caller gives its own message. Issue 33: a request that got
 * no answer says the connection dropped and nothing was lost, whatever the caller's default.
 */
export function useErrorMessage() {
  const { t } = useTranslation();
  return useCallback(
    (error: unknown, fallback?: string) =>
      error instanceof ConnectionLost
        ? t('app.connectionLost')
        : errorMessage(error, fallback ?? t('app.somethingWentWrong')),
    [t],
  );
}

/** SPEC §8: messages appear as snackbars. */
export function useShowError() {
  const message = useErrorMessage();
  return useCallback(
    (error: unknown, fallback?: string) => snackbar.error(message(error, fallback)),
    [message],
  );
}
