import type { FastifyRequest } from 'fastify';
import { HttpError } from '../../lib/http-error';

export interface Customer {
  userId: number;
  restaurantId: number;
}

/**
 * SPEC §6: profile, orders and addresses belong to a logged-in customer. A guest is asked to log
 * in (401 `customer_login_required`: their token is good, so the client does not fetch a new
 * one for nothing, decision 039), a manager told that this is not theirs; the customer's
 * restaurant is the token's (the auth plugin refuses a request naming another).
 */
export function requireCustomer(request: FastifyRequest): Customer {
  const principal = request.principal;
  if (principal?.kind === 'customer')
    return { userId: principal.userId, restaurantId: principal.restaurantId };
  if (principal?.kind === 'manager') throw new HttpError(403, 'not_authorized');
  throw new HttpError(401, 'customer_login_required');
}

/**
 * Decision 039: a good token whose account is gone. No new token mends what the browser holds
 * (the login, baskets assigned to that account), so the answer is SPEC §4's 422
 * 'unauthenticated', on which the client clears its storage and reloads. A token that is itself
 * not good (expired, revoked, wrongly signed) is a 401, on which the client fetches a new one.
 */
export const accountGone = () =>
  new HttpError(422, 'unauthenticated', undefined, { authorization: [{ key: 'unauthenticated' }] });
