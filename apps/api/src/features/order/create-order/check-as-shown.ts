import type { BasketDto } from '@tavola/contracts';
import { formatLocalDateTime, parseLocalDateTime } from '@tavola/domain';
import { formatMoney, type Locale } from '@tavola/i18n';
import { HttpError } from '../../../lib/http-error';

/**
 * Issue 15: the basket is the one the guest saw — never an order for a time or a total the
 * guest did not see last; 409 otherwise (fields not sent are not compared).
 */
export function checkAsShown(
  view: BasketDto,
  shown: { deliveryTime?: string | null; total?: number },
  currency: string,
  locale: Locale,
): void {
  if (shown.deliveryTime !== undefined) {
    const time =
      shown.deliveryTime === null ? null : formatLocalDateTime(parseLocalDateTime(shown.deliveryTime));
    if (time !== view.deliveryTime) throw new HttpError(409, 'delivery_time_changed');
  }
  if (shown.total !== undefined && shown.total !== view.totalWithDiscount) {
    throw new HttpError(409, 'order_total_changed', {
      total: formatMoney(view.totalWithDiscount, currency, locale),
    });
  }
}
