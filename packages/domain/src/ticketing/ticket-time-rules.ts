import { isQuarterHour } from '../delivery-time/quarter-hours';
import { isCalendarDate } from '../zoned-time';

/** The message keys (server catalogue) a ticket time can be refused with. */
export type TicketTimeProblemKey =
  | 'field_required'
  | 'field_date'
  | 'ticket_time_dates'
  | 'ticket_time_weekday'
  | 'ticket_time_time'
  | 'ticket_time_duration'
  | 'ticket_time_capacity';

/** A ticket time as a manager sends it (SPEC §3 field names). */
export interface TicketTimeDraft {
  start_date?: string | null;
  end_date?: string | null;
  weekday?: number | null;
  time?: string | null;
  duration?: string | null;
  capacity?: number | null;
}

const clock = /^([01]\d|2[0-3]):([0-5]\d)$/;
const minutesOf = (value: string) => Number(value.slice(0, 2)) * 60 + Number(value.slice(3, 5));

/**
 * Whether a ticket time can be saved: calendar dates with start ≤ end; a weekday of the SPEC §3
 * list (0 = Sunday .. 6 = Saturday); a start 'HH:MM' on a quarter hour (SPEC §5: the slot
 * becomes the pickup time, whose minutes are 0, 15, 30 or 45); a duration 'HH:MM' above
 * zero; a capacity of at least 1 or none (null = unlimited).
 */
export function ticketTimeProblems(draft: TicketTimeDraft): { field: string; key: TicketTimeProblemKey }[] {
  const problems: { field: string; key: TicketTimeProblemKey }[] = [];
  const dateProblem = (field: string, value: string | null | undefined) => {
    if (!value) problems.push({ field, key: 'field_required' });
    else if (!isCalendarDate(value)) problems.push({ field, key: 'field_date' });
    else return false;
    return true;
  };
  const startBad = dateProblem('start_date', draft.start_date);
  const endBad = dateProblem('end_date', draft.end_date);
  if (!startBad && !endBad && (draft.end_date ?? '') < (draft.start_date ?? ''))
    problems.push({ field: 'end_date', key: 'ticket_time_dates' });
  const weekday = draft.weekday;
  if (weekday === null || weekday === undefined || !Number.isInteger(weekday) || weekday < 0 || weekday > 6)
    problems.push({ field: 'weekday', key: 'ticket_time_weekday' });
  const time = draft.time ?? '';
  if (!clock.test(time) || !isQuarterHour(minutesOf(time)))
    problems.push({ field: 'time', key: 'ticket_time_time' });
  const duration = draft.duration ?? '';
  if (!clock.test(duration) || minutesOf(duration) === 0)
    problems.push({ field: 'duration', key: 'ticket_time_duration' });
  const capacity = draft.capacity;
  if (capacity !== null && capacity !== undefined && (!Number.isInteger(capacity) || capacity < 1))
    problems.push({ field: 'capacity', key: 'ticket_time_capacity' });
  return problems;
}
