/** A voucher as the rules need it (SPEC §3, §5 voucher rules). Money in minor units. */
export interface VoucherRule {
  kind: 'percent' | 'fixed';
  /** percent: whole percent; fixed: minor units */
  value: number;
  minimumOrderValue: number;
  usageLimit: number | null;
  usedCount: number;
  startsAt: number | null;
  expiresAt: number | null;
  active: boolean;
}

/** The discount a voucher gives on a subtotal: never more than the subtotal; percent rounds down. */
export function voucherDiscount(voucher: Pick<VoucherRule, 'kind' | 'value'>, subtotal: number): number {
  const raw = voucher.kind === 'percent' ? Math.floor((subtotal * voucher.value) / 100) : voucher.value;
  return Math.max(0, Math.min(raw, subtotal));
}

export type VoucherProblem = 'invalid_or_expired' | 'usage_limit' | 'minimum_value' | 'no_discount';

/** SPEC §5/§8: exists and active, started and not expired, under its usage limit, minimum value reached, gives a discount. */
export function checkVoucher(
  voucher: VoucherRule,
  subtotal: number,
  nowMs: number,
): VoucherProblem | undefined {
  if (!voucher.active) return 'invalid_or_expired';
  if (voucher.startsAt !== null && nowMs < voucher.startsAt) return 'invalid_or_expired';
  if (voucher.expiresAt !== null && nowMs >= voucher.expiresAt) return 'invalid_or_expired';
  if (voucher.usageLimit !== null && voucher.usedCount >= voucher.usageLimit) return 'usage_limit';
  if (subtotal < voucher.minimumOrderValue) return 'minimum_value';
  if (voucherDiscount(voucher, subtotal) === 0) return 'no_discount';
  return undefined;
}
