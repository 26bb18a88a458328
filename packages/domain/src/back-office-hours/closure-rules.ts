import { isCalendarDate } from '../zoned-time';

/** The message keys (server catalogue) a closure can be refused with. */
export type ClosureProblemKey = 'field_required' | 'field_date' | 'closure_dates';

export interface ClosureDraft {
  start_date?: string | null;
  end_date?: string | null;
}

/**
 * Whether a closure (holiday, works) can be saved: two calendar dates, the last not before the
 * first. Both days are closed entirely (SPEC §3 restaurant_close_times).
 */
export function closureProblems(draft: ClosureDraft): { field: string; key: ClosureProblemKey }[] {
  const problems: { field: string; key: ClosureProblemKey }[] = [];
  const dateBad = (field: string, value: string | null | undefined) => {
    if (!value) problems.push({ field, key: 'field_required' });
    else if (!isCalendarDate(value)) problems.push({ field, key: 'field_date' });
    else return false;
    return true;
  };
  const startBad = dateBad('start_date', draft.start_date);
  const endBad = dateBad('end_date', draft.end_date);
  if (!startBad && !endBad && draft.end_date! < draft.start_date!)
    problems.push({ field: 'end_date', key: 'closure_dates' });
  return problems;
}
