import { isCalendarDate } from '../zoned-time';

/** The message keys (server catalogue) a voucher draft can be refused with. */
export type VoucherDraftProblemKey =
  | 'field_required'
  | 'field_date'
  | 'voucher_percent_range'
  | 'voucher_value_positive'
  | 'voucher_dates';

export interface VoucherDraft {
  kind: 'percent' | 'fixed';
  /** percent: whole percent; fixed: minor units */
  value?: number | null;
  /** first and last day the code works, calendar days in the restaurant's zone; null = open */
  valid_from?: string | null;
  valid_until?: string | null;
}

/**
 * Issue 20: whether a voucher can be saved. A percentage lies between 1 and 100, an amount is
 * more than zero minor units, and the last valid day is not before the first. The shapes
 * (whole numbers, limits of at least one use) are the contract's.
 */
export function voucherDraftProblems(draft: VoucherDraft): { field: string; key: VoucherDraftProblemKey }[] {
  const problems: { field: string; key: VoucherDraftProblemKey }[] = [];
  const { value } = draft;
  if (value === null || value === undefined) problems.push({ field: 'value', key: 'field_required' });
  else if (draft.kind === 'percent' && (value < 1 || value > 100))
    problems.push({ field: 'value', key: 'voucher_percent_range' });
  else if (draft.kind === 'fixed' && value < 1)
    problems.push({ field: 'value', key: 'voucher_value_positive' });
  const dateBad = (field: string, date: string | null | undefined) => {
    if (!date) return false;
    if (isCalendarDate(date)) return false;
    problems.push({ field, key: 'field_date' });
    return true;
  };
  const fromBad = dateBad('valid_from', draft.valid_from);
  const untilBad = dateBad('valid_until', draft.valid_until);
  if (!fromBad && !untilBad && draft.valid_from && draft.valid_until && draft.valid_until < draft.valid_from)
    problems.push({ field: 'valid_until', key: 'voucher_dates' });
  return problems;
}
