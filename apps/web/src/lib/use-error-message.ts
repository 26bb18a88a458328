import { useCallback } from 'react';
import { ConnectionLost, errorMessage } from './api-client';
import { useTranslation } from './i18n';
import { snackbar } from './snackbar';

/**
 * The text of a failure by the SPEC §8 rules (see `errorMessage`), with the translated default
 * 'Something went wrong' unless the caller gives its own message. Issue 33: in place of that
 * default, a request that got no answer says the connection dropped and nothing was lost (a
 * caller's own words, e.g. the bill's 'Press Pay again', know their case better).
 */
export function useErrorMessage() {
  const { t } = useTranslation();
  return useCallback(
    (error: unknown, fallback?: string) =>
      errorMessage(
        error,
        fallback ?? (error instanceof ConnectionLost ? t('app.connectionLost') : t('app.somethingWentWrong')),
      ),
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
