import type { LightMyRequestResponse } from 'fastify';
import type { TestContext } from './test-app';

/** Helpers for the engagement tests (newsletter, contact, blog, reservation, visits). */

export { type ErrorBody, patchSettings, restaurantIdOf } from './demo-fixtures';

/** POST with a fresh guest token (or the headers given), like the storefront. */
export async function postAs(
  ctx: TestContext,
  url: string,
  payload: Record<string, unknown>,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  const token = await ctx.publicToken();
  return ctx.app.inject({
    method: 'POST',
    url,
    headers: { authorization: `Bearer ${token}`, ...headers },
    payload,
  });
}

export { type ReceivedMail, readableMail, startSmtpPeer } from './smtp-peer';
