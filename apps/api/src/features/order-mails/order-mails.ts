import { type Database, schema } from '@tavola/db';
import { formatLocalDateTime, resolveText, toLocalMoment } from '@tavola/domain';
import { formatMoney, isLocale, type Locale, serverTranslator } from '@tavola/i18n';
import { eq } from 'drizzle-orm';
import type { Mailer } from '../../plugins/mailer';
import { type RestaurantRow, restaurantLocale } from '../restaurants';

/**
 * The order confirmation to the guest (in the order's language) and the new-order mail to the
 * restaurant (in its own language). Sent after the order is committed; a mail problem is logged,
 * it never undoes an order.
 */
export async function sendOrderMails(
  db: Database,
  mailer: Mailer,
  restaurant: RestaurantRow,
  orderId: number,
): Promise<void> {
  const [order] = await db.select().from(schema.orders).where(eq(schema.orders.id, orderId));
  if (!order) return;
  const lines = await db
    .select()
    .from(schema.orderProducts)
    .where(eq(schema.orderProducts.orderId, order.id));
  const body = (locale: Locale) => {
    const t = serverTranslator(locale);
    const fallback = restaurantLocale(restaurant);
    const money = (minor: number) => formatMoney(minor, order.currency, locale);
    const when = order.deliveryTime
      ? formatLocalDateTime(toLocalMoment(order.deliveryTime.getTime(), restaurant.timeZone))
      : t('mail_asap');
    return [
      ...lines.map(
        (line) => `${line.quantity} × ${resolveText(line.name, locale, fallback)}  ${money(line.totalPrice)}`,
      ),
      '',
      t('mail_total', { amount: money(order.total) }),
      t('mail_when', { when }),
    ].join('\n');
  };
  const guestLocale: Locale = isLocale(order.lang) ? order.lang : 'en';
  const restaurantLang = restaurantLocale(restaurant);
  const mails = [];
  if (order.contact.email) {
    const t = serverTranslator(guestLocale);
    mails.push({
      to: order.contact.email,
      lang: guestLocale,
      subject: t('mail_order_subject', { number: order.id, restaurant: restaurant.name }),
      text: `${t('mail_order_intro', { name: order.contact.name ?? '' })}\n\n${body(guestLocale)}`,
    });
  }
  if (restaurant.email) {
    const t = serverTranslator(restaurantLang);
    mails.push({
      to: restaurant.email,
      lang: restaurantLang,
      subject: t('mail_new_order_subject', { number: order.id, type: order.deliveryType }),
      text: body(restaurantLang),
    });
  }
  await Promise.all(mails.map((mail) => mailer.send(mail)));
}
