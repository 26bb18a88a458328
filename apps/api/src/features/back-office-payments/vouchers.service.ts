import type { VoucherBody, VoucherDto } from '@tavola/contracts';
import type { Database } from '@tavola/db';
import { addDays, epochOfLocal, toLocalMoment, voucherDraftProblems } from '@tavola/domain';
import { fieldProblemsError, HttpError, notFound } from '../../lib/http-error';
import { isUniqueViolation } from '../../lib/unique-violation';
import type { RestaurantRow } from '../restaurants';
import {
  deleteOrDeactivateVoucher,
  insertVoucher,
  updateVoucher,
  type VoucherRow,
  type VoucherValues,
  vouchersOf,
} from './vouchers.repository';

/** the calendar day an instant falls on in the restaurant's zone */
const dayOf = (instant: Date, timeZone: string) => toLocalMoment(instant.getTime(), timeZone).date;

export const voucherDto = (row: VoucherRow, timeZone: string): VoucherDto => ({
  id: row.id,
  code: row.code,
  kind: row.kind,
  value: row.value,
  minimum_order_value: row.minimumOrderValue,
  usage_limit: row.usageLimit,
  used_count: row.usedCount,
  valid_from: row.startsAt ? dayOf(row.startsAt, timeZone) : null,
  // the expiry is the first instant it no longer works: the last valid day is the one before
  valid_until: row.expiresAt ? dayOf(new Date(row.expiresAt.getTime() - 1), timeZone) : null,
  active: row.active,
});

/**
 * A voucher as the manager enters it, checked by the domain's rule, with whole days in the
 * restaurant's zone: from the first day's 00:00 to the 00:00 after the last.
 */
function valuesOf(body: VoucherBody, restaurant: RestaurantRow): VoucherValues {
  const problems = voucherDraftProblems(body);
  if (problems.length) throw fieldProblemsError(problems);
  const zone = restaurant.timeZone;
  return {
    code: body.code.trim().toUpperCase(),
    kind: body.kind,
    value: body.value!,
    minimumOrderValue: body.minimum_order_value ?? 0,
    usageLimit: body.usage_limit ?? null,
    startsAt: body.valid_from ? new Date(epochOfLocal(body.valid_from, 0, zone)) : null,
    expiresAt: body.valid_until ? new Date(epochOfLocal(addDays(body.valid_until, 1), 0, zone)) : null,
    active: body.active ?? true,
  };
}

/** A code is unique per restaurant (the table's unique index): a second is a 422 on the code. */
async function saving(write: () => Promise<VoucherRow | undefined>) {
  try {
    return await write();
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    throw new HttpError(422, 'voucher_code_taken', undefined, { code: [{ key: 'voucher_code_taken' }] });
  }
}

export async function listVouchers(db: Database, restaurant: RestaurantRow) {
  return {
    vouchers: (await vouchersOf(db, restaurant.id)).map((row) => voucherDto(row, restaurant.timeZone)),
    currency: restaurant.currency,
    time_zone: restaurant.timeZone,
  };
}

export async function createVoucher(db: Database, restaurant: RestaurantRow, body: VoucherBody) {
  const values = valuesOf(body, restaurant);
  return voucherDto((await saving(() => insertVoucher(db, restaurant.id, values)))!, restaurant.timeZone);
}

export async function changeVoucher(db: Database, restaurant: RestaurantRow, id: number, body: VoucherBody) {
  const values = valuesOf(body, restaurant);
  const row = await saving(() => updateVoucher(db, restaurant.id, id, values));
  if (!row) throw notFound('voucher_not_exist');
  return voucherDto(row, restaurant.timeZone);
}

/** Decision 041: deleted while no order names it, else kept and deactivated. */
export async function removeVoucher(db: Database, restaurant: RestaurantRow, id: number) {
  const outcome = await deleteOrDeactivateVoucher(db, restaurant.id, id);
  if (!outcome) throw notFound('voucher_not_exist');
  return outcome.deleted
    ? { deleted: true, voucher: null }
    : { deleted: false, voucher: voucherDto(outcome.row, restaurant.timeZone) };
}
