import { schema } from '@tavola/db';
import { formatMoney } from '@tavola/i18n';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { pdfText } from '../../test/pdf-text';
import { mailAttachments, readableMail, type SmtpPeer, startSmtpPeer } from '../../test/smtp-peer';
import { createTestContext, type TestContext } from '../../test/test-app';
import { sendOrderMails } from './order-mails';

/** Order e-mails through a real SMTP peer (smtp-server), in the order's language. */
let smtp: SmtpPeer;
let received: SmtpPeer['received'];

let ctx: TestContext;
let olive: number;
let falafel: number;

beforeAll(async () => {
  smtp = await startSmtpPeer();
  received = smtp.received;
  ctx = await createTestContext({ SMTP_URL: smtp.url, LOG_LEVEL: 'error' });
  const [row] = await ctx.deps.db
    .select()
    .from(schema.restaurants)
    .where(eq(schema.restaurants.slug, 'olive-linde'));
  olive = row!.id;
  const products = await ctx.deps.db
    .select()
    .from(schema.products)
    .where(eq(schema.products.restaurantId, olive));
  falafel = products.find((p) => p.name.en === 'Falafel (5 pieces)')!.id;
});
afterAll(async () => {
  await ctx?.close();
  await smtp.close();
});

describe('order e-mails', () => {
  it('sends the guest a confirmation in their language and the restaurant a new-order mail', async () => {
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
    vi.setSystemTime(new Date('2026-11-24T17:02:00Z'));
    try {
      const token = await ctx.publicToken();
      const post = (url: string, payload: Record<string, unknown>) =>
        ctx.app.inject({
          method: 'POST',
          url: `/api/${url}`,
          headers: { authorization: `Bearer ${token}`, 'accept-language': 'de' },
          payload,
        });
      const basketId = (await post('basket/create', { restaurantId: olive, deliveryType: 'pickup' })).json<{
        data: { id: string };
      }>().data.id;
      await post('basket/add', { restaurantId: olive, basketId, productId: falafel, quantity: 2 });
      await post('basket/add-address', {
        restaurantId: olive,
        basketId,
        userInfo: { name: 'Ada', email: 'ada@example.org', mobile: '0301234567' },
      });
      await post('basket/add-delivery-time', {
        restaurantId: olive,
        basketId,
        delivery_time: '2026-11-24 19:30',
      });
      const placed = await post('order/create-order', { restaurantId: olive, basketId, paymentType: 'cash' });
      expect(placed.statusCode).toBe(200);
      await vi.waitFor(() => expect(received).toHaveLength(2), { timeout: 5000 });
      const guest = received.find((mail) => mail.to.includes('ada@example.org'));
      expect(guest?.raw).toMatch(/Subject: =\?UTF-8\?Q\?Ihre_Bestellung|Subject: Ihre Bestellung/);
      expect(guest?.raw).toContain('Falafel');
      // issue 15: the time in the guest's language, not '2026-11-24 19:30'
      expect(readableMail(guest!.raw)).toContain('Wann: Di., 24. Nov., 19:30');
      // issue 36: a cash order is confirmed, not yet invoiced: no PDF to keep yet, the order's page
      // (its receipt, the invoice once handed over) is linked
      const { orderId, token: orderToken } = placed.json<{ data: { orderId: number; token: string } }>().data;
      expect(await mailAttachments(guest!.raw)).toEqual([]);
      const readable = readableMail(guest!.raw);
      expect(readable).toContain('der mit der Bezahlung zu Ihrer Rechnung wird');
      expect(readable).toContain(
        `/paymentstatus?orderId=${orderId}&token=${orderToken}&restaurant=olive-linde`,
      );

      // paid: the mail sent then attaches the invoice, in the guest's language
      await ctx.deps.db
        .update(schema.orders)
        .set({ paymentState: 'paid' })
        .where(eq(schema.orders.id, orderId));
      const [restaurant] = await ctx.deps.db
        .select()
        .from(schema.restaurants)
        .where(eq(schema.restaurants.id, olive));
      await sendOrderMails(ctx.deps.db, ctx.deps.mailer, restaurant!, orderId, 'http://shop.test');
      await vi.waitFor(() => expect(received).toHaveLength(4), { timeout: 5000 });
      const paidMail = received.slice(2).find((mail) => mail.to.includes('ada@example.org'));
      const [receipt, ...others] = await mailAttachments(paidMail!.raw);
      expect(others).toEqual([]);
      expect(receipt).toMatchObject({
        filename: expect.stringMatching(/^invoice-\d+\.pdf$/),
        mimeType: 'application/pdf',
      });
      const text = (await pdfText(receipt!.content)).replace(/[\s\u00a0]+/g, ' ');
      expect(text).toContain('Rechnung');
      expect(text).toContain('Olive & Linde GmbH');
      expect(text).toContain(formatMoney(1500, 'EUR', 'de').replace(/\u00a0/g, ' '));
      const restaurantMail = received.slice(0, 2).find((mail) => !mail.to.includes('ada@example.org'));
      // issue 33: the kind in the restaurant's words, not the stored 'pickup'
      expect(readableMail(restaurantMail!.raw)).toContain(`Neue Bestellung #${orderId} (Abholung)`);
    } finally {
      vi.useRealTimers();
    }
  });
});
