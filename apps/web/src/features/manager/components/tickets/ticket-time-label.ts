import type { TicketTimeDto } from '@tavola/contracts';
import type { Locale } from '@tavola/i18n/locales';
import { weekdayName } from '../../format';
import type { ManagerTranslate } from '../../manager-i18n';

/** SPEC §3 ticket times count weekdays 0 (Sunday) to 6; the area's weekday names 1 (Monday) to 7. */
export const ticketWeekdayName = (weekday: number, locale: Locale) => weekdayName(weekday || 7, locale);

/** "Saturday, 10:00": how a ticket time is named in its card, buttons and the delete question. */
export function ticketTimeLabel(time: TicketTimeDto, t: ManagerTranslate, locale: Locale): string {
  return t('ticketTimes.when', { weekday: ticketWeekdayName(time.weekday, locale), time: time.time });
}
