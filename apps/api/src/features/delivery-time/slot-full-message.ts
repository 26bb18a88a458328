import { formatLocalDateTime, type LocalMoment } from '@tavola/domain';
import { formatWallClock, type Locale } from '@tavola/i18n';

/**
 * The parameters of order_limit_reached ('19:30 is fully booked. The next free time is 19:45.'):
 * both times spelt in the guest's language, the date only where the next free time is on
 * another day than the one chosen (issue 15).
 */
export function slotFullParams(chosen: LocalMoment, next: LocalMoment, locale: Locale) {
  const spell = (moment: LocalMoment) =>
    formatWallClock(formatLocalDateTime(moment), locale, { timeOnlyOn: chosen.date });
  return { chosen: spell(chosen), time: spell(next) };
}
