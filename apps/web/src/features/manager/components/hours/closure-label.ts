import type { ClosureDto } from '@tavola/contracts';
import { addDays } from '@tavola/domain';
import type { Locale } from '@tavola/i18n/locales';
import { formatDay } from '../../format';
import type { ManagerTranslate } from '../../manager-i18n';

/**
 * A closure as the manager reads it (issue 34). Closures are added as whole days and stored
 * with an exclusive end (10 Dec 00:00 to 11 Dec 00:00 is the 10th alone): a closure of whole
 * days names its last day, one day reads as that day alone; times show only when a closure
 * starts or ends within a day.
 */
export function closureLabel(
  closure: Pick<ClosureDto, 'starts_at' | 'ends_at'>,
  t: ManagerTranslate,
  locale: Locale,
) {
  const [fromDate = '', fromTime = '00:00'] = closure.starts_at.split(' ');
  const [toDate = '', toTime = '00:00'] = closure.ends_at.split(' ');
  if (fromTime === '00:00' && toTime === '00:00') {
    const lastDay = addDays(toDate, -1);
    if (lastDay <= fromDate) return formatDay(fromDate, locale);
    return t('hours.closureRange', { from: formatDay(fromDate, locale), to: formatDay(lastDay, locale) });
  }
  const at = (date: string, time: string) => `${formatDay(date, locale)} ${time}`;
  return t('hours.closureRange', { from: at(fromDate, fromTime), to: at(toDate, toTime) });
}
