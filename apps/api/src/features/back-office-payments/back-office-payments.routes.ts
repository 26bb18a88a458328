import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { requireManagerId } from '../manager-access';
import { paymentMethodRoutes } from './payment-methods.routes';
import { paymentsRoutesKit } from './payments-routes-kit';
import { tipRoutes } from './tips.routes';
import { voucherRoutes } from './vouchers.routes';

/**
 * Issue 20 (back office): a manager's vouchers, tip settings and payment methods, each scoped
 * to a restaurant the manager runs; each declares its routes in a file of its own, on this one
 * instance.
 */
export function backOfficePaymentsRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  const kit = paymentsRoutesKit(deps);
  return async (app) => {
    // a guest's or customer's token is refused before its input is even looked at
    app.addHook('preValidation', async (request) => {
      requireManagerId(request.principal);
    });
    for (const routes of [voucherRoutes, tipRoutes, paymentMethodRoutes]) routes(app, kit);
  };
}
