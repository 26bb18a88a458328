import type { schema } from '@tavola/db';
import { isLocale, type Locale, serverTranslator } from '@tavola/i18n';
import { renderMail } from '../../lib/mail-layout';
import { orderPageUrl } from '../../lib/order-page-url';
import type { Mailer } from '../../plugins/mailer';
import type { RestaurantRow } from '../restaurants';

/**
 * Issue 34 (decision 082): "your order is ready", in the order's language, with the link to the
 * order's page. Sent after the step is committed, only to a guest who gave an e-mail; a mail
 * problem is the caller's to log, it never undoes the step.
 */
export async function sendOrderReadyMail(
  mailer: Mailer,
  restaurant: RestaurantRow,
  order: typeof schema.orders.$inferSelect,
  publicUrl: string,
): Promise<void> {
  const email = order.contact.email;
  if (!email) return;
  const locale: Locale = isLocale(order.lang) ? order.lang : 'en';
  const t = serverTranslator(locale);
  const subject = t('mail_ready_subject', { number: order.id });
  const words = { name: order.contact.name ?? '', number: order.id, restaurant: restaurant.name };
  // a pickup is fetched from the restaurant; an eat-in order without a table at its counter
  const ready =
    order.deliveryType === 'pickup' ? t('mail_ready_pickup', words) : t('mail_ready_counter', words);
  const link = orderPageUrl(publicUrl, restaurant.slug, order);
  await mailer.send({
    to: email,
    lang: locale,
    subject,
    ...renderMail({ locale, restaurant, title: subject, paragraphs: [ready, link], link }),
  });
}
