import type { Database } from '@tavola/db';
import type { BasketContents } from '../../basket';
import { useVoucher } from '../../order-resources';
import { invalid } from './order-caller';

type Voucher = NonNullable<BasketContents['voucher']>;

/**
 * Step: the voucher's use, only while it is still valid and under its limit (undo:
 * returnVoucher). Issue 20: the manager may have deactivated it, or moved its dates, since the
 * guest added it.
 */
export async function useOrderVoucher(tx: Database, voucher: Voucher, now: number): Promise<void> {
  const ended = voucher.expiresAt !== null && now >= voucher.expiresAt.getTime();
  const notYet = voucher.startsAt !== null && now < voucher.startsAt.getTime();
  if (!voucher.active || ended || notYet) throw invalid('voucherCode', 'voucher_invalid');
  if (!(await useVoucher(tx, voucher.id))) throw invalid('voucherCode', 'voucher_usage_limit');
}
