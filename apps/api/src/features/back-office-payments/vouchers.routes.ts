import {
  backOfficeQuerySchema,
  updateVoucherBodySchema,
  voucherBodySchema,
  voucherDeletedSchema,
  voucherRefSchema,
  voucherResponseSchema,
  vouchersResponseSchema,
} from '@tavola/contracts';
import { voucherCode } from '../activity';
import type { PaymentsRoutes } from './payments-routes-kit';
import { changeVoucher, createVoucher, listVouchers, removeVoucher } from './vouchers.service';

/** The restaurant's vouchers: listed, created, changed, deleted (or deactivated once used). */
export const voucherRoutes: PaymentsRoutes = (app, { db, tags, success, restaurantOf }) => {
  app.get(
    '/managers/vouchers',
    { schema: { tags, querystring: backOfficeQuerySchema, response: { 200: vouchersResponseSchema } } },
    async (request) => ({
      data: await listVouchers(db, await restaurantOf(request, request.query.restaurantId)),
    }),
  );

  app.post(
    '/managers/vouchers/create',
    {
      config: { activity: { kind: 'payments.voucher.create' } },
      schema: { tags, body: voucherBodySchema, response: { 200: voucherResponseSchema } },
    },
    async (request) => {
      const restaurant = await restaurantOf(request, request.body.restaurantId);
      const data = await createVoucher(db, restaurant, request.body);
      return { data, message: success(request, 'voucher_created') };
    },
  );

  app.post(
    '/managers/vouchers/update',
    {
      config: { activity: { kind: 'payments.voucher.update' } },
      schema: { tags, body: updateVoucherBodySchema, response: { 200: voucherResponseSchema } },
    },
    async (request) => {
      const restaurant = await restaurantOf(request, request.body.restaurantId);
      const data = await changeVoucher(db, restaurant, request.body.id, request.body);
      return { data, message: success(request, 'voucher_updated') };
    },
  );

  app.post(
    '/managers/vouchers/delete',
    {
      config: {
        activity: {
          kind: 'payments.voucher.delete',
          subject: voucherCode,
        },
      },
      schema: {
        tags,
        description: 'Deletes a voucher no order used; one that orders used is deactivated (decision 041).',
        body: voucherRefSchema,
        response: { 200: voucherDeletedSchema },
      },
    },
    async (request) => {
      const restaurant = await restaurantOf(request, request.body.restaurantId);
      const data = await removeVoucher(db, restaurant, request.body.id);
      return { data, message: success(request, data.deleted ? 'voucher_deleted' : 'voucher_deactivated') };
    },
  );
};
