import { schema } from '@tavola/db';
import { formatMoney, type Locale } from '@tavola/i18n';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { clientOf } from '../../test/manager-client';
import { managerFixtures } from '../../test/manager-fixtures';
import { pdfText } from '../../test/pdf-text';
import { createTestContext, type TestContext } from '../../test/test-app';
import { type GuestOrder, walkCheckout } from '../../test/walk-checkout';

/**
 * Issue 36 (decision 086): the guest's receipt as a page and a PDF, with the same figures as
 * the order; an order confirmation until the order has its invoice number; the manager's by the
 * manager's token; another restaurant's or a wrong token's order is not found.
 */

let ctx: TestContext;
let fixtures: Awaited<ReturnType<typeof managerFixtures>>;
let mixed: Awaited<ReturnType<typeof walkCheckout>>;

const receipt = (query: Record<string, string | number>, headers: Record<string, string> = {}) =>
  ctx.app.inject({
    method: 'GET',
    url: `/api/order/receipt?${new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]))}`,
    headers,
  });
const guestQuery = () => ({ restaurantId: fixtures.olive, orderId: mixed.orderId, token: mixed.token });

/** Every figure of the order as the reader's language writes it: lines, totals and each rate's net, tax, gross. */
function figuresOf(order: Awaited<ReturnType<typeof walkCheckout>>, locale: Locale): string[] {
  const money = (minor: number) => formatMoney(minor, 'EUR', locale);
  return [
    ...order.products.map((line) => money(line.unitPrice)),
    money(order.subtotal - order.deposits),
    money(order.deposits),
    money(order.discount),
    money(order.shipping_price),
    money(order.tip),
    money(order.total),
    ...order.tax_lines.flatMap((line) => [money(line.net), money(line.tax), money(line.gross)]),
  ];
}

/** Spaces as a PDF's text extraction and a page's may differ (no-break, narrow no-break). */
const spaced = (text: string) => text.replace(/[\s\u00a0\u202f]+/g, ' ');
/**
 * A figure without its currency sign, direction marks and spaces: an Arabic line's text comes
 * back from a PDF in the order it is drawn, the sign on the other side of the number.
 */
const bare = (text: string) => text.replace(/[\s\u00a0\u202f\u200e\u200f\u061c€−-]+/g, ' ').trim();

beforeAll(async () => {
  ctx = await createTestContext();
  fixtures = await managerFixtures(ctx);
  // Tuesday 2026-11-24, 18:02 in Berlin: delivery is open
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
  vi.setSystemTime(new Date('2026-11-24T17:02:00Z'));
  try {
    // the demo's mixed order: food, beer and water with their deposits, a voucher, delivery, a tip
    mixed = await walkCheckout(ctx, fixtures.olive, {
      deliveryType: 'delivery',
      lines: [
        ['Falafel (5 pieces)', 2],
        ['Hummus', 1],
        ['Berlin pilsner 0.5 l', 2],
        ['Still mineral water 0.5 l', 1],
      ],
      postalCode: '10437',
      voucher: 'WELCOME10',
      tip: 100,
      paymentType: 'demo',
    });
  } finally {
    vi.useRealTimers();
  }
});
afterAll(() => ctx?.close());

describe('the guest’s receipt', () => {
  it('before payment: an order confirmation with the order’s figures, its seller and VAT per rate', async () => {
    const page = await receipt({ ...guestQuery(), lang: 'en' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.headers['content-security-policy']).toMatch(/^default-src 'none';style-src 'sha256-[^']+';/);
    const html = spaced(page.body);
    expect(html).toContain('<html lang="en" dir="ltr">');
    expect(html).toContain('Order confirmation');
    expect(html).toContain('This is not an invoice yet');
    expect(html).not.toContain('Invoice number');
    // the seller as it names itself for tax, escaped
    for (const part of ['Olive &amp; Linde GmbH', 'Kastanienallee 12', '10435 Berlin', 'VAT ID: DE000000000'])
      expect(html).toContain(part);
    expect(html).toContain('24 November 2026');
    for (const figure of figuresOf(mixed, 'en')) expect(html, figure).toContain(spaced(figure));
    // each line's rate, and the per-rate table: 7 % and 19 %
    expect(html).toContain('<td class="num">7%</td>');
    expect(html).toContain('<td class="num">19%</td>');
  });

  it('once paid: an invoice with its number, the same figures in its PDF, in English, German and Arabic', async () => {
    await ctx.deps.db
      .update(schema.orders)
      .set({ paymentState: 'paid' })
      .where(eq(schema.orders.id, mixed.orderId));
    const [row] = await ctx.deps.db.select().from(schema.orders).where(eq(schema.orders.id, mixed.orderId));
    const number = row!.invoiceNumber!;
    expect(number).toBeGreaterThan(0);
    expect(row!.invoicedAt).toBeInstanceOf(Date);

    const page = await receipt({ ...guestQuery(), lang: 'de' });
    expect(spaced(page.body)).toContain(`<dt>Rechnungsnummer</dt><dd><bdi>${number}</bdi></dd>`);
    expect(page.body).toContain('href="/api/order/receipt?');
    for (const locale of ['en', 'de', 'ar'] as const) {
      const pdf = await receipt({ ...guestQuery(), lang: locale, format: 'pdf' });
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(pdf.headers['content-disposition']).toBe(`attachment; filename="invoice-${number}.pdf"`);
      const text = spaced(await pdfText(pdf.rawPayload));
      for (const figure of figuresOf(mixed, locale))
        if (locale === 'ar') expect(bare(text), `${locale} ${figure}`).toContain(bare(figure));
        else expect(text, `${locale} ${figure}`).toContain(spaced(figure));
      expect(text).toContain(String(number));
      expect(text).toContain({ en: 'Invoice', de: 'Rechnung', ar: 'فاتورة' }[locale]);
    }
    const arabic = await receipt({ ...guestQuery(), lang: 'ar' });
    expect(arabic.body).toContain('<html lang="ar" dir="rtl">');
  });

  it('a credit note once the invoiced order is cancelled: its own number, the invoice named, every amount negated', async () => {
    const early = await receipt({ ...guestQuery(), document: 'credit_note', lang: 'fr' });
    expect(early.statusCode).toBe(409);
    expect(early.json().message.code).toBe('credit_note_none');
    expect(early.json().message.body).toContain('avoir');
    const invoiceBefore = (await receipt({ ...guestQuery(), lang: 'en' })).body;

    await ctx.deps.db
      .update(schema.orders)
      .set({ status: 'rejected' })
      .where(eq(schema.orders.id, mixed.orderId));
    const [row] = await ctx.deps.db.select().from(schema.orders).where(eq(schema.orders.id, mixed.orderId));
    const { invoiceNumber, creditNoteNumber } = row!;
    expect(creditNoteNumber).toBeGreaterThan(invoiceNumber!);
    expect(row!.creditedAt).toBeInstanceOf(Date);

    const page = await receipt({ ...guestQuery(), document: 'credit_note', lang: 'en' });
    expect(page.statusCode).toBe(200);
    const html = spaced(page.body);
    expect(html).toContain('Credit note');
    expect(html).toContain(`<dt>Credit note number</dt><dd><bdi>${creditNoteNumber}</bdi></dd>`);
    expect(html).toContain(`<dt>Cancels invoice</dt><dd><bdi>${invoiceNumber}</bdi></dd>`);
    expect(html).toContain(`cancels invoice ${invoiceNumber} in full`);
    const money = (minor: number) => spaced(formatMoney(minor, 'EUR', 'en'));
    expect(html).toContain(money(-mixed.total));
    for (const line of mixed.tax_lines)
      for (const figure of [line.net, line.tax, line.gross]) expect(html).toContain(money(-figure));
    // the voucher taken off the invoice is given back
    expect(html).toContain(money(mixed.discount));

    const pdf = await receipt({ ...guestQuery(), document: 'credit_note', format: 'pdf', lang: 'de' });
    expect(pdf.headers['content-disposition']).toBe(
      `attachment; filename="credit-note-${creditNoteNumber}.pdf"`,
    );
    const text = spaced(await pdfText(pdf.rawPayload));
    expect(text).toContain('Stornorechnung');
    expect(text).toContain(spaced(formatMoney(-mixed.total, 'EUR', 'de')));

    // the invoice stays as it was issued
    expect((await receipt({ ...guestQuery(), lang: 'en' })).body).toBe(invoiceBefore);
    const manager = clientOf(ctx, fixtures.oliveManager);
    const managers = await manager.get('managers/order/receipt', {
      restaurantId: fixtures.olive,
      orderId: mixed.orderId,
      document: 'credit_note',
    });
    expect(managers.status).toBe(200);
    expect(managers.raw.body).toContain('Credit note number');
  });

  it('is not found with a wrong token or under another restaurant, and needs the token', async () => {
    const wrongToken = await receipt({ ...guestQuery(), token: crypto.randomUUID() });
    expect(wrongToken.statusCode).toBe(404);
    expect(wrongToken.json().message.code).toBe('order_not_exist');
    expect((await receipt({ ...guestQuery(), restaurantId: fixtures.sakura })).statusCode).toBe(404);
    expect((await receipt({ ...guestQuery(), format: 'pdf', token: crypto.randomUUID() })).statusCode).toBe(
      404,
    );
    const { token: _token, ...withoutToken } = guestQuery();
    expect((await receipt(withoutToken)).statusCode).toBe(422);
  });
});

describe('the manager’s receipt', () => {
  it('is the restaurant’s managers’ by their token; another restaurant’s manager is refused', async () => {
    const manager = clientOf(ctx, fixtures.oliveManager, 'de');
    const query = { restaurantId: fixtures.olive, orderId: mixed.orderId };
    const pdf = await manager.get('managers/order/receipt', { ...query, format: 'pdf' });
    expect(pdf.status).toBe(200);
    expect(pdf.raw.headers['content-type']).toBe('application/pdf');
    const text = spaced(await pdfText(pdf.raw.rawPayload));
    for (const figure of figuresOf(mixed, 'de')) expect(text, figure).toContain(spaced(figure));
    const sakura = clientOf(ctx, fixtures.sakuraManager);
    expect((await sakura.get('managers/order/receipt', query)).status).toBe(403);
    expect(
      (await sakura.get('managers/order/receipt', { ...query, restaurantId: fixtures.sakura })).status,
    ).toBe(404);
    // a guest's token is not a manager's
    const guest = clientOf(ctx, await ctx.publicToken());
    expect((await guest.get('managers/order/receipt', query)).status).toBe(403);
  });
});

export type { GuestOrder };
