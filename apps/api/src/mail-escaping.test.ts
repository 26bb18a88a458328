import { schema } from '@tavola/db';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { placeOrder, signUp, someAddress } from './features/accounts/account-test-kit';
import { restaurantIdOf } from './test/demo-fixtures';
import { mailParts, type SmtpPeer, startSmtpPeer } from './test/smtp-peer';
import { createTestContext, type TestContext } from './test/test-app';

/**
 * Issue 14, defect 7: what guests type comes back verbatim, and every mail now has an HTML part.
 * Each mail, received by a real SMTP peer, carries a script-bearing payload in every field a
 * guest fills in: the HTML shows it as text (escaped), never as markup.
 */
const payload = '<img src=x onerror=alert(1)>';
const escaped = '&lt;img src=x onerror=alert(1)&gt;';

let smtp: SmtpPeer;
let ctx: TestContext;
let olive: number;
let falafel: number;

beforeAll(async () => {
  smtp = await startSmtpPeer();
  ctx = await createTestContext({ SMTP_URL: smtp.url, LOG_LEVEL: 'fatal' });
  olive = restaurantIdOf(ctx, 'olive-linde');
  const products = await ctx.deps.db
    .select()
    .from(schema.products)
    .where(eq(schema.products.restaurantId, olive));
  falafel = products.find((product) => product.name.en === 'Falafel (5 pieces)')!.id;
});
afterAll(async () => {
  await ctx?.close();
  await smtp?.close();
});
afterEach(() => vi.useRealTimers());

const standAt = (instant: string) => {
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
  vi.setSystemTime(new Date(instant));
};

/** The mails that arrive after `before`, once `count` of them are there, with their parts decoded. */
async function mailsSince(before: number, count: number) {
  await vi.waitFor(() => expect(smtp.received.length).toBeGreaterThanOrEqual(before + count), {
    timeout: 5000,
  });
  return Promise.all(
    smtp.received.slice(before).map(async (mail) => ({ to: mail.to, ...(await mailParts(mail.raw)) })),
  );
}

/** The payload shows as text `times` times, and never as a tag. */
function expectEscaped(html: string, times: number) {
  expect(html).toMatch(/^<!doctype html>/i);
  expect(html).not.toContain('<img src=x');
  expect(html.split(escaped).length - 1).toBe(times);
}

const post = async (url: string, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/${url}`,
    headers: { authorization: `Bearer ${await ctx.publicToken()}`, ...headers },
    payload: body,
  });

describe('e-mails escape what guests typed', () => {
  it('order: the confirmation and the restaurant’s copy (name, company, address, comments)', async () => {
    standAt('2026-11-24T17:02:00Z');
    const token = await ctx.publicToken();
    const as = (url: string, body: Record<string, unknown>) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/${url}`,
        headers: { authorization: `Bearer ${token}`, 'accept-language': 'de' },
        payload: { restaurantId: olive, ...body },
      });
    const basketId = (await as('basket/create', { deliveryType: 'pickup' })).json<{ data: { id: string } }>()
      .data.id;
    const added = await as('basket/add', { basketId, productId: falafel, extraInfo: { comment: payload } });
    expect(added.statusCode, added.body).toBe(200);
    const contact = await as('basket/add-address', {
      basketId,
      userInfo: {
        name: payload,
        email: 'ada@example.org',
        mobile: '0301234567',
        company: payload,
        address: payload,
        house_number: '1',
        city: payload,
        comment: payload,
      },
    });
    expect(contact.statusCode, contact.body).toBe(200);
    const before = smtp.received.length;
    const placed = await as('order/create-order', { basketId, paymentType: 'cash' });
    expect(placed.statusCode, placed.body).toBe(200);

    const mails = await mailsSince(before, 2);
    const guest = mails.find((mail) => mail.to.includes('ada@example.org'))!;
    const restaurant = mails.find((mail) => !mail.to.includes('ada@example.org'))!;
    // the guest: their name in the greeting, their item comment under the line
    expectEscaped(guest.html, 2);
    expect(guest.html).toContain('<html lang="de" dir="ltr">');
    expect(guest.text).toContain(payload);
    // the restaurant: name, company, street, city, comment and the item comment
    expectEscaped(restaurant.html, 6);
    expect(restaurant.html).toContain('Falafel');
  });

  it('reservation: both mails (name, company, comment, allergies)', async () => {
    standAt('2026-05-08T16:00:00Z');
    const before = smtp.received.length;
    const response = await post(
      'restaurant/reserve-table',
      {
        restaurantId: olive,
        adults: 2,
        children: 0,
        date: '2026-05-09',
        time: '19:30',
        name: payload,
        email: 'grace@example.org',
        phone: '0301234567',
        company: payload,
        comment: payload,
        allergies: payload,
      },
      { 'accept-language': 'ar' },
    );
    expect(response.statusCode, response.body).toBe(200);
    const mails = await mailsSince(before, 2);
    const guest = mails.find((mail) => mail.to.includes('grace@example.org'))!;
    const restaurant = mails.find((mail) => !mail.to.includes('grace@example.org'))!;
    // name twice (greeting and guest line), company, comment, allergies
    expectEscaped(guest.html, 5);
    expect(guest.html).toContain('<html lang="ar" dir="rtl">');
    expectEscaped(restaurant.html, 4);
  });

  it('contact form: the restaurant’s mail (name and message)', async () => {
    const before = smtp.received.length;
    const response = await post(
      'contact',
      { restaurantId: olive, name: payload, email: 'ada@example.org', message: `${payload}\nSecond line` },
      { 'x-forwarded-for': someAddress() },
    );
    expect(response.statusCode, response.body).toBe(200);
    const [mail] = await mailsSince(before, 1);
    // the title (the subject names the sender), the sender's line and the message
    expectEscaped(mail!.html, 3);
    expect(mail!.subject).toContain(payload);
    expect(mail!.html).toContain(`<title>${mail!.subject.replace('<', '&lt;').replace('>', '&gt;')}</title>`);
  });

  it('bill request: the lines with the guest’s item comment and names', async () => {
    const customer = await signUp(ctx, olive, { name: payload });
    const order = await placeOrder(ctx, olive, { userId: customer.user.id });
    await ctx.deps.db
      .update(schema.orderProducts)
      .set({ extraInfo: { comment: payload, itemDetails: [{ fullName: payload, date: '2026-12-24' }] } })
      .where(eq(schema.orderProducts.orderId, order.id));
    const before = smtp.received.length;
    const response = await customer.get('order/bill-request', { order_id: order.id });
    expect(response.statusCode, response.body).toBe(200);
    const [mail] = await mailsSince(before, 1);
    expectEscaped(mail!.html, 2);
    expect(mail!.html).toMatch(/<table role="presentation" width="100%"[^>]*border-collapse/);
  });

  it('password reset: the link is a link, the account’s name does not appear', async () => {
    const customer = await signUp(ctx, olive, { name: payload });
    const before = smtp.received.length;
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      remoteAddress: someAddress(),
      payload: { restaurantId: olive, email: customer.email, lang: 'fr' },
    });
    expect(response.statusCode, response.body).toBe(200);
    const [mail] = await mailsSince(before, 1);
    expectEscaped(mail!.html, 0);
    expect(mail!.html).toMatch(
      /<a href="http:\/\/[^"]+\/resetpass\/[\w-]+\?restaurant=olive-linde&amp;lang=fr"/,
    );
    expect(mail!.text).toMatch(/\/resetpass\/[\w-]+\?restaurant=olive-linde&lang=fr/);
  });
});
