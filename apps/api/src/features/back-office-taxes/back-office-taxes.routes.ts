import {
  backOfficeQuerySchema,
  taxOverviewResponseSchema,
  taxOverviewSavedSchema,
  taxRateCreateBodySchema,
  taxRateRefSchema,
} from '@tavola/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { notFound } from '../../lib/http-error';
import { managedRestaurant, requireManagerId, successMessage } from '../manager-access';
import { taxOverview } from './tax-overview';
import { deleteTaxRate, insertTaxRate } from './tax-rates.repository';

const tags = ['managers'];
const rateName = () => null;

/**
 * Issue 36 (decision 084): the restaurant's VAT rates — the country's, and the owner's own from
 * a date. Reading is for every manager; changing them is the owner's. A change never touches a
 * stored order.
 */
export function backOfficeTaxesRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  const { db } = deps;
  return async (app) => {
    app.addHook('preValidation', async (request) => {
      requireManagerId(request.principal);
    });

    app.get(
      '/managers/taxes',
      { schema: { tags, querystring: backOfficeQuerySchema, response: { 200: taxOverviewResponseSchema } } },
      async (request) => {
        const { restaurant } = await managedRestaurant(deps, request.principal, request.query.restaurantId);
        return { data: await taxOverview(db, restaurant, Date.now()) };
      },
    );

    app.post(
      '/managers/taxes/create',
      {
        config: { activity: { kind: 'payments.tax.create', subject: rateName } },
        schema: { tags, body: taxRateCreateBodySchema, response: { 200: taxOverviewSavedSchema } },
      },
      async (request) => {
        const { restaurantId, category, way, rate, valid_from } = request.body;
        const { restaurant } = await managedRestaurant(deps, request.principal, restaurantId, 'owner');
        await insertTaxRate(db, {
          restaurantId: restaurant.id,
          category,
          way,
          rate: Math.round(rate * 100),
          validFrom: valid_from,
        });
        return {
          data: await taxOverview(db, restaurant, Date.now()),
          message: successMessage(request, 'tax_rate_saved'),
        };
      },
    );

    app.post(
      '/managers/taxes/delete',
      {
        config: { answers: [404], activity: { kind: 'payments.tax.delete', subject: rateName } },
        schema: { tags, body: taxRateRefSchema, response: { 200: taxOverviewSavedSchema } },
      },
      async (request) => {
        const { restaurant } = await managedRestaurant(
          deps,
          request.principal,
          request.body.restaurantId,
          'owner',
        );
        if (!(await deleteTaxRate(db, restaurant.id, request.body.id))) throw notFound('tax_rate_not_exist');
        return {
          data: await taxOverview(db, restaurant, Date.now()),
          message: successMessage(request, 'tax_rate_deleted'),
        };
      },
    );
  };
}
