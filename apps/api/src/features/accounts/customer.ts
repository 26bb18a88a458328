import type { FastifyRequest } from 'fastify';
import { HttpError } from '../../lib/http-error';

export interface Customer {
  userId: number;
  restaurantId: number;
}

/**
 * SPEC §6: profile, orders and addresses belong to a logged-in customer. A guest is told they
 * are unauthenticated, a manager that this is not theirs; the customer's restaurant is the
 * token's (the auth plugin refuses a request naming another).
 */
export function requireCustomer(request: FastifyRequest): Customer {
  const principal = request.principal;
  if (principal?.kind === 'customer')
    return { userId: principal.userId, restaurantId: principal.restaurantId };
  if (principal?.kind === 'manager') throw new HttpError(403, 'not_authorized');
  throw new HttpError(401, 'unauthenticated');
}
