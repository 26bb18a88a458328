import { formatTicketCode } from '@tavola/domain';
import PostalMime from 'postal-mime';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type SmtpPeer, startSmtpPeer } from '../../test/smtp-peer';
import { ticketQrPng } from './ticket-qr';
import { type TicketKit, ticketTestContext } from './ticket-test-kit';

/**
 * The order confirmation of an event order (through a real SMTP peer), in the guest's language:
 * each ticket with the person's name (escaped), date and time of its slot and its code, and the
 * code's QR code as an inline PNG (cid:), one per ticket.
 */
let smtp: SmtpPeer;
let kit: TicketKit;
beforeAll(async () => {
  smtp = await startSmtpPeer();
  kit = await ticketTestContext(undefined, { SMTP_URL: smtp.url, LOG_LEVEL: 'error' });
});
afterAll(async () => {
  await kit?.close();
  await smtp?.close();
});

const attack = '<img src=x onerror=alert(1)>';

async function guestMail(names: string[], lang: string) {
  smtp.received.length = 0;
  await kit.newGuest();
  const placed = await kit.order('2026-11-26 18:00', names, 'cash', kit.pasta, lang);
  expect(placed.status).toBe(200);
  await vi.waitFor(
    () => expect(smtp.received.some((mail) => mail.to.includes('ada@example.org'))).toBe(true),
    {
      timeout: 5000,
    },
  );
  const raw = smtp.received.find((mail) => mail.to.includes('ada@example.org'))!.raw;
  return { mail: await PostalMime.parse(raw), tickets: await kit.ticketsOf(placed.body.data.orderId) };
}

describe('the ticket mail', () => {
  it('lists each ticket in the guest language with one QR image per ticket, names escaped', async () => {
    const { mail, tickets } = await guestMail([attack, 'Grace Hopper'], 'de');
    const html = mail.html ?? '';
    expect(html).toContain('Ihre Tickets');
    expect(html).toContain('Donnerstag, 26. November 2026, 18:00–20:30');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).not.toContain('<img src=x');
    expect(mail.text).toContain(attack);

    const images = mail.attachments.filter((attachment) => attachment.mimeType === 'image/png');
    expect(images).toHaveLength(2);
    for (const ticket of tickets) {
      const image = images.find((attachment) => attachment.contentId === `<ticket-${ticket.id}@tavola>`);
      expect(image, ticket.holderName).toBeDefined();
      expect(image!.disposition).toBe('inline');
      expect(html).toContain(`src="cid:ticket-${ticket.id}@tavola"`);
      // issue 33: read out in groups of four
      expect(html).toContain(`Ticketcode: ${formatTicketCode(ticket.code)}`);
      // the image is the QR code of this ticket's code
      expect(Buffer.from(image!.content as ArrayBuffer)).toEqual(await ticketQrPng(ticket.code));
    }
  });

  it('writes right to left in Arabic', async () => {
    const { mail } = await guestMail(['Grace Hopper'], 'ar');
    expect(mail.html).toContain('dir="rtl"');
    expect(mail.html).toContain('تذاكرك');
    expect(mail.attachments.filter((attachment) => attachment.mimeType === 'image/png')).toHaveLength(1);
  });
});
