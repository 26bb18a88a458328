import type { Database } from '@tavola/db';
import { formatTicketCode } from '@tavola/domain';
import { type Locale, localeInfo, serverTranslator } from '@tavola/i18n';
import type { MailContent } from '../../lib/mail-layout';
import type { MailImage } from '../../plugins/mailer';
import type { RestaurantRow } from '../restaurants';
import { type OrderTicket, ticketsOfOrder } from './order-tickets';
import { ticketQrPng } from './ticket-qr';

/**
 * Issue 18: the tickets of an order for its confirmation mail, in the guest's language: each with
 * the person's name, the class, the date and time of its slot and its code, and the code's QR
 * code as a PNG attached inline (cid:), which mail clients show where they drop SVG and data:
 * images. Void tickets are left out; an order without tickets adds nothing.
 */
export async function ticketMailSection(
  db: Database,
  restaurant: RestaurantRow,
  orderId: number,
  locale: Locale,
): Promise<{ tickets?: MailContent['tickets']; inlineImages: MailImage[] }> {
  const valid = (await ticketsOfOrder(db, restaurant, orderId, locale)).filter(
    (ticket) => ticket.state !== 'void',
  );
  if (valid.length === 0) return { inlineImages: [] };
  const t = serverTranslator(locale);
  const inlineImages: MailImage[] = await Promise.all(
    valid.map(async (ticket) => ({
      cid: `ticket-${ticket.id}@tavola`,
      filename: `ticket-${ticket.id}.png`,
      contentType: 'image/png' as const,
      content: await ticketQrPng(ticket.code),
    })),
  );
  const items = valid.map((ticket, index) => {
    const { date, start, end } = formatTicketSlot(ticket, restaurant.timeZone, locale);
    return {
      rows: [
        ticket.holderName,
        ticket.product,
        t('mail_ticket_when', { date, time: end ? `${start}–${end}` : start }),
        t('mail_ticket_code', { code: formatTicketCode(ticket.code) }),
      ],
      qr: { cid: inlineImages[index]!.cid, alt: t('mail_ticket_qr_alt', { name: ticket.holderName }) },
    };
  });
  return { tickets: { heading: t('mail_tickets_heading'), items }, inlineImages };
}

/** A slot's date and times as a reader of a language writes them, in the restaurant's zone. */
function formatTicketSlot(
  ticket: Pick<OrderTicket, 'startsAt' | 'endsAt'>,
  zone: string,
  locale: Locale,
): { date: string; start: string; end: string } {
  const intl = localeInfo[locale].intl;
  const day = new Intl.DateTimeFormat(intl, { timeZone: zone, dateStyle: 'full' });
  const time = new Intl.DateTimeFormat(intl, { timeZone: zone, timeStyle: 'short' });
  return {
    date: day.format(ticket.startsAt),
    start: time.format(ticket.startsAt),
    end: ticket.endsAt ? time.format(ticket.endsAt) : '',
  };
}
