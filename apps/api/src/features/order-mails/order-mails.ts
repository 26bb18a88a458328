import { type Database, schema } from '@tavola/db';
import { formatLocalDateTime, orderKind, toLocalMoment } from '@tavola/domain';
import {
  formatMoney,
  formatWallClock,
  isLocale,
  type Locale,
  type ServerMessageKey,
  serverTranslator,
} from '@tavola/i18n';
import { asc, eq } from 'drizzle-orm';
import { type MailContent, renderMail } from '../../lib/mail-layout';
import { orderPageUrl } from '../../lib/order-page-url';
import type { Mailer, MailMessage } from '../../plugins/mailer';
import { receiptAttachment } from '../receipts';
import { type RestaurantRow, restaurantLocale, restaurantSettings } from '../restaurants';
import { ticketMailSection } from '../tickets';
import { orderMailLines } from './order-mail-lines';

/**
 * The order confirmation to the guest (in the order's language) and the new-order mail to the
 * restaurant (in its own language). Sent after the order is committed; a mail problem is logged,
 * it never undoes an order.
 */
export async function sendOrderMails(
  db: Database,
  mailer: Mailer,
  restaurant: RestaurantRow,
  /** the order's id, or the order and its lines as create-order committed them (issue 21: no re-read) */
  placed:
    | number
    | { order: typeof schema.orders.$inferSelect; lines: (typeof schema.orderProducts.$inferSelect)[] },
  /** where the order's page is (its receipt, and its invoice once it has one) */
  publicUrl: string,
): Promise<void> {
  const { order, lines } = typeof placed === 'number' ? await readOrder(db, placed) : placed;
  if (!order) return;
  // the restaurant's language: its own mail's, and the fallback of menu texts
  const restaurantLang = restaurantLocale(restaurant);
  const content = (
    locale: Locale,
    title: string,
    paragraphs: string[],
    notes: string[] = [],
  ): MailContent => {
    const t = serverTranslator(locale);
    const money = (minor: number) => formatMoney(minor, order.currency, locale);
    // issue 15: the restaurant's wall clock, spelt in the reader's language (a mail is read later: no 'today')
    const when = order.deliveryTime
      ? formatWallClock(
          formatLocalDateTime(toLocalMoment(order.deliveryTime.getTime(), restaurant.timeZone)),
          locale,
        )
      : t('mail_asap');
    return {
      locale,
      restaurant,
      title,
      paragraphs,
      lines: orderMailLines(lines, locale, restaurantLang, money),
      totals: [t('mail_total', { amount: money(order.total) })],
      notes: [t('mail_when', { when }), ...notes],
    };
  };
  const guestLocale: Locale = isLocale(order.lang) ? order.lang : 'en';
  const mails: MailMessage[] = [];
  if (order.contact.email) {
    const t = serverTranslator(guestLocale);
    const subject = t('mail_order_subject', { number: order.id, restaurant: restaurant.name });
    const intro = t('mail_order_intro', { name: order.contact.name ?? '' });
    const link = orderPageUrl(publicUrl, restaurant.slug, order);
    // issue 18: an event order's tickets, each with its QR code
    const { tickets, inlineImages } = await ticketMailSection(db, restaurant, order.id, guestLocale);
    mails.push({
      to: order.contact.email,
      lang: guestLocale,
      subject,
      ...renderMail({
        ...content(guestLocale, subject, [intro, t('mail_order_receipt_link'), link]),
        tickets,
        link,
      }),
      inlineImages,
      // issue 36 (decision 086): the invoice to keep, once the order has its number (a paid
      // order's mail); before, the order's page holds its receipt, which becomes the invoice
      attachments:
        order.invoiceNumber === null ? [] : [await receiptAttachment(restaurant, order, lines, guestLocale)],
    });
  }
  if (restaurant.email) {
    const t = serverTranslator(restaurantLang);
    // issue 33: the kind in the restaurant's words ('Pickup', 'Class'), not the stored 'pickup'
    const kind = orderKind(order, { ticketing: restaurantSettings(restaurant).ticketingSystem });
    const kindKey = orderKindKeys[kind];
    const subject = t('mail_new_order_subject', { number: order.id, type: kindKey ? t(kindKey) : kind });
    mails.push({
      to: restaurant.email,
      lang: restaurantLang,
      subject,
      ...renderMail(content(restaurantLang, subject, [], guestNotes(restaurantLang, order.contact))),
    });
  }
  await Promise.all(mails.map((mail) => mailer.send(mail)));
}

async function readOrder(db: Database, orderId: number) {
  const [order] = await db.select().from(schema.orders).where(eq(schema.orders.id, orderId));
  const lines = order
    ? await db
        .select()
        .from(schema.orderProducts)
        .where(eq(schema.orderProducts.orderId, order.id))
        .orderBy(asc(schema.orderProducts.id))
    : [];
  return { order, lines };
}

const orderKindKeys: Record<string, ServerMessageKey> = {
  delivery: 'order_kind_delivery',
  pickup: 'order_kind_pickup',
  here: 'order_kind_here',
  class: 'order_kind_class',
};

/** What the kitchen needs to know of the guest, each as "label: text" (only what was given). */
function guestNotes(locale: Locale, contact: schema.ContactDetails): string[] {
  const t = serverTranslator(locale);
  const note = (label: ServerMessageKey, parts: (string | undefined)[]) => {
    const text = parts.filter(Boolean).join(', ');
    return text ? [t('mail_reservation_note', { label: t(label), text })] : [];
  };
  const street = [contact.address, contact.house_number].filter(Boolean).join(' ');
  const place = [contact.postalCode, contact.city].filter(Boolean).join(' ');
  return [
    ...note('mail_label_guest', [contact.name, contact.email, contact.mobile]),
    ...note('mail_label_company', [contact.company]),
    ...note('mail_label_address', [street, place, contact.country]),
    ...note('mail_label_comment', [contact.comment]),
  ];
}
