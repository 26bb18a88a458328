import { ApiError, errorMessage } from '../../lib/api-client';

/**
 * SPEC §7 robot-request: a 503 shows the server's message ('robot service unavailable'), and so
 * does a 429 (the table called a minute ago, decision 027); anything else reads as any failure
 * (SPEC §8), the fallback being 'Something went wrong!'.
 */
export function robotFailureText(error: unknown, fallback: string): string {
  if (error instanceof ApiError && (error.status === 503 || error.status === 429) && error.body)
    return error.body;
  return errorMessage(error, fallback);
}
