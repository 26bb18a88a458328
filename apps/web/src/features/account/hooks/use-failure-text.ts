import { ApiError } from '../../../lib/api-client';
import { useErrorMessage } from '../../../lib/use-error-message';

/** The text of a failure: a rate limit says how long to wait (SPEC §8 rules otherwise). */
export function useFailureText() {
  const messageOf = useErrorMessage();
  return (error: unknown) =>
    error instanceof ApiError && error.status === 429 ? error.body : messageOf(error);
}
