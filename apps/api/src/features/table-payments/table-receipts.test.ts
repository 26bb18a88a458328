import type { TablePayment } from '@tavola/contracts';
import { schema } from '@tavola/db';
import { sumTaxLines } from '@tavola/domain';
import { formatMoney } from '@tavola/i18n';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfText } from '../../test/pdf-text';
import { mailAttachments, mailParts, type SmtpPeer, startSmtpPeer } from '../../test/smtp-peer';
import { callerWith, tableGuest } from '../../test/table-guests';
import { createTestContext, type TestContext } from '../../test/test-app';
import { type ClaimAnswer, tablePaymentKit } from './table-payment-test-kit';

/**
 * Issue 36 (decision 090): each payer of a shared table bill gets a receipt for what they paid,
 * the VAT per rate in it; the table's invoice lists every round. Table T2, two rounds: falafel
 * (7 %) and pilsner (19 %), then hummus (7 %) and water (19 %). Ada pays one falafel and one
 * pilsner by items, Ben the rest as an amount.
 */

let ctx: TestContext;
let smtp: SmtpPeer;
const kit = tablePaymentKit(() => ctx);
const money = (minor: number) => formatMoney(minor, 'EUR', 'en');
/** Spaces as a PDF's text extraction and a page's may differ (no-break, narrow no-break). */
const spaced = (text: string) => text.replace(/[\s\u00a0\u202f]+/g, ' ');

type TaxLine = { rate: number; gross: number; net: number; tax: number };
const bill = {
  id: '',
  rounds: [] as number[],
  ada: { claimId: 0, amount: 0 },
  ben: { claimId: 0, amount: 0 },
};

async function productId(name: string) {
  const [row] = await ctx.deps.db
    .select({ id: schema.products.id })
    .from(schema.products)
    .where(and(eq(schema.products.restaurantId, kit.olive), sql`${schema.products.name}->>'en' = ${name}`));
  return row!.id;
}

/** a guest at T2 orders a round to pay at the end */
async function round(lines: [string, number][]) {
  const guest = await tableGuest(ctx, kit.olive);
  for (const [name, quantity] of lines)
    expect((await guest.addProduct(await productId(name), quantity)).statusCode).toBe(200);
  expect((await guest.sitAt(kit.t2)).statusCode).toBe(200);
  expect((await guest.saveCapacity(2, 0)).statusCode).toBe(200);
  const placed = await guest.order('payAtEnd');
  expect(placed.statusCode, placed.body).toBe(200);
  return { guest, orderId: placed.json<{ data: { orderId: number } }>().data.orderId };
}

const get = (url: string, query: Record<string, string | number>) =>
  ctx.app.inject({
    method: 'GET',
    url: `/api/${url}?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`,
  });
const partReceipt = (claimId: number, more: Record<string, string> = {}) =>
  get('table-payments/part-receipt', { restaurantId: kit.olive, tablePaymentId: bill.id, claimId, ...more });
const invoice = (more: Record<string, string | number> = {}) =>
  get('table-payments/invoice', { restaurantId: kit.olive, tablePaymentId: bill.id, ...more });

const ordersOf = (ids: number[]) =>
  ctx.deps.db.select().from(schema.orders).where(inArray(schema.orders.id, ids)).orderBy(schema.orders.id);

/** The per-rate table's rows of a receipt page: rate, net, VAT, gross as it shows them. */
function taxRowsOf(page: string): string[][] {
  const table = spaced(page).split('aria-labelledby="tax-table"')[1]?.split('</table>')[0] ?? '';
  return [...table.matchAll(/<tr>(.*?)<\/tr>/g)]
    .slice(1)
    .map((row) => [...row[1]!.matchAll(/<td class="num">(.*?)<\/td>/g)].map((cell) => cell[1]!));
}
const shown = (lines: TaxLine[]) =>
  lines.map((line) =>
    [`${line.rate / 100}%`, money(line.net), money(line.tax), money(line.gross)].map(spaced),
  );

beforeAll(async () => {
  smtp = await startSmtpPeer();
  ctx = await createTestContext({ SMTP_URL: smtp.url });
  await kit.setUp();
  const restore = kit.atLunchTime();
  try {
    const first = await round([
      ['Falafel (5 pieces)', 2],
      ['Berlin pilsner 0.5 l', 2],
    ]);
    const second = await round([
      ['Hummus', 1],
      ['Still mineral water 0.5 l', 1],
    ]);
    bill.rounds = [first.orderId, second.orderId];
    bill.id = await kit.openBill(first.guest);
    const lines = (await kit.bill(first.guest, bill.id)).lines;
    const keyOf = (name: string) => lines.find((line) => line.name === name)!.key;
    // Ada: one falafel and one pilsner of the first round, by items, with a tip, paid at once by card
    const ada = await kit.claim(first.guest, bill.id, {
      action: 'items',
      basketItems: [
        { key: keyOf('Falafel (5 pieces)'), quantity: 1 },
        { key: keyOf('Berlin pilsner 0.5 l'), quantity: 1 },
      ],
      tip: 50,
      paymentType: 'payFix',
      qrCode: ctx.demo.payfixCard.qrCode,
      pin: ctx.demo.payfixCard.pin,
      email: 'ada@example.org',
      name: 'Ada',
    });
    expect(ada.statusCode, ada.body).toBe(200);
    bill.ada = {
      claimId: ada.json<ClaimAnswer>().data.claim.id,
      amount: ada.json<ClaimAnswer>().data.claim.amount,
    };
    // Ben: what is left, as an amount, through the demo provider
    const left = (await kit.bill(second.guest, bill.id)).left;
    const ben = await kit.claim(second.guest, bill.id, { action: 'amount', amount: left });
    expect(ben.statusCode, ben.body).toBe(200);
    const answer = ben.json<ClaimAnswer>();
    bill.ben = { claimId: answer.data.claim.id, amount: answer.data.claim.amount };
    // before Ben's payment is decided: his part has no receipt, the open bill no invoice
    expect((await partReceipt(bill.ben.claimId)).statusCode).toBe(409);
    const open = await invoice();
    expect(open.statusCode).toBe(409);
    expect(open.json().message.code).toBe('table_invoice_bill_open');
    const closed: TablePayment = await kit.decide(second.guest, answer, 'paid');
    expect(closed.status).toBe('paid');
  } finally {
    restore();
  }
});
afterAll(async () => {
  await ctx?.close();
  await smtp?.close();
});

describe('a payer’s receipt', () => {
  it('by items of 7 % and 19 %: each item at its rate, VAT per rate adding up to what was paid, the tip apart', async () => {
    const page = await partReceipt(bill.ada.claimId, { lang: 'en' });
    expect(page.statusCode, page.body).toBe(200);
    expect(page.headers['cache-control']).toBe('no-store');
    const html = spaced(page.body);
    expect(html).toContain('Receipt for your part of table T2');
    expect(html).toContain('not an invoice');
    // one falafel 7.50 at 7 %, one pilsner 4.20 + 0.25 deposit at 19 %
    const expected: TaxLine[] = [
      { rate: 700, gross: 750, net: 701, tax: 49 },
      { rate: 1900, gross: 445, net: 374, tax: 71 },
    ];
    expect(bill.ada.amount).toBe(750 + 445);
    expect(taxRowsOf(page.body)).toEqual(shown(expected));
    expect(expected.reduce((sum, line) => sum + line.gross, 0)).toBe(bill.ada.amount);
    expect(html).toContain(`<td>Tip (outside VAT)</td><td class="num">${spaced(money(50))}</td>`);
    expect(html).toContain(spaced(money(bill.ada.amount + 50)));
    // the invoices it belongs to, numbered now that the bill is closed
    const orders = await ordersOf(bill.rounds);
    for (const order of orders) expect(html).toContain(`<bdi>Invoice ${order.invoiceNumber}</bdi>`);
  });

  it('by an amount: spread over the bill’s rates, the parts adding up to the amount to the cent', async () => {
    const page = await partReceipt(bill.ben.claimId, { lang: 'de' });
    expect(page.statusCode, page.body).toBe(200);
    const rows = taxRowsOf(page.body);
    expect(rows.map((row) => row[0])).toEqual(['7 %', '19 %'].map(spaced));
    const grossOf = (cell: string) => Number(cell.replace(/[^\d]/g, ''));
    expect(rows.reduce((sum, row) => sum + grossOf(row[3]!), 0)).toBe(bill.ben.amount);
    // net + VAT = gross per rate
    for (const [, net, tax, gross] of rows) expect(grossOf(net!) + grossOf(tax!)).toBe(grossOf(gross!));
    expect(spaced(page.body)).toContain('Quittung über Ihren Anteil an Tisch T2');
  });

  it('as a PDF, read back: the same VAT lines, in English and Arabic', async () => {
    const pdf = await partReceipt(bill.ada.claimId, { format: 'pdf', lang: 'en' });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(
      `attachment; filename="receipt-table-part-${bill.ada.claimId}.pdf"`,
    );
    const text = spaced(await pdfText(pdf.rawPayload));
    for (const figure of [money(701), money(49), money(750), money(374), money(71), money(445)])
      expect(text, figure).toContain(spaced(figure));
    const arabic = await partReceipt(bill.ada.claimId, { format: 'pdf', lang: 'ar' });
    expect(spaced(await pdfText(arabic.rawPayload))).toContain('الطاولة');
  });

  it('is mailed to the payer who asked, as a PDF', async () => {
    const deadline = Date.now() + 3000;
    let attachments: Awaited<ReturnType<typeof mailAttachments>> = [];
    while (Date.now() < deadline && attachments.length === 0) {
      for (const mail of smtp.received)
        if ((await mailParts(mail.raw)).subject === 'Your receipt from Olive & Linde')
          attachments = await mailAttachments(mail.raw);
      if (attachments.length === 0) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(attachments.map((file) => [file.filename, file.mimeType])).toEqual([
      [`receipt-table-part-${bill.ada.claimId}.pdf`, 'application/pdf'],
    ]);
    const text = spaced(await pdfText(attachments[0]!.content));
    expect(text).toContain('Receipt for your part of table T2');
    expect(text).toContain(spaced(money(374)));
  });
});

describe('the table’s invoice', () => {
  it('lists both rounds with their invoice numbers; its totals and VAT per rate are the sum of the orders', async () => {
    const page = await invoice({ lang: 'en' });
    expect(page.statusCode, page.body).toBe(200);
    const html = spaced(page.body);
    expect(html).toContain('Invoice for table T2');
    const orders = await ordersOf(bill.rounds);
    orders.forEach((order, index) => {
      expect(html).toContain(`<bdi>Round ${index + 1}: order ${order.id}</bdi>`);
      expect(html).toContain(`Invoice number: ${order.invoiceNumber}`);
    });
    // per rate the orders' stored lines added up (sumTaxLines has its own test), here 7 % and 19 %
    const summed = sumTaxLines(orders.map((order) => order.taxLines));
    expect(summed.map((line) => line.rate)).toEqual([700, 1900]);
    expect(taxRowsOf(page.body)).toEqual(shown(summed));
    const total = orders.reduce((sum, order) => sum + order.total, 0);
    expect(total).toBe(bill.ada.amount + bill.ben.amount);
    expect(html).toContain(
      `<tr class="strong"><td>Total paid</td><td class="num">${spaced(money(total))}</td></tr>`,
    );

    const pdf = await invoice({ format: 'pdf', lang: 'ar' });
    expect(pdf.statusCode).toBe(200);
    const text = spaced(await pdfText(pdf.rawPayload));
    for (const order of orders) expect(text).toContain(String(order.invoiceNumber));
  });

  it('the manager’s, by the manager’s token; another restaurant’s manager gets none', async () => {
    const query = { restaurantId: kit.olive, tablePaymentId: bill.id, format: 'pdf' };
    const pdf = await kit.manager.get('managers/table-payments/invoice', query);
    expect(pdf.statusCode, pdf.body).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const sakura = kit.sakuraManager();
    expect((await sakura.get('managers/table-payments/invoice', query)).statusCode).toBe(403);
    expect(
      (await sakura.get('managers/table-payments/invoice', { ...query, restaurantId: kit.sakura }))
        .statusCode,
    ).toBe(404);
    expect((await (await kit.stranger()).get('managers/table-payments/invoice', query)).statusCode).toBe(403);
  });
});

describe('who may read them', () => {
  it('another restaurant, an unknown bill or a part of another bill is not found; a missing part is a 422', async () => {
    const sakura = { restaurantId: kit.sakura };
    expect((await partReceipt(bill.ada.claimId, sakura as never)).statusCode).toBe(404);
    expect((await invoice(sakura)).statusCode).toBe(404);
    expect((await invoice({ tablePaymentId: crypto.randomUUID() })).statusCode).toBe(404);
    const unknown = await partReceipt(999_999);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message.code).toBe('table_claim_not_exist');
    const missing = await get('table-payments/part-receipt', {
      restaurantId: kit.olive,
      tablePaymentId: bill.id,
    });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toHaveProperty('claimId');
    // a bearer token changes nothing: the bill's handle is what counts
    const guest = callerWith(ctx, await ctx.publicToken());
    expect(
      (await guest.get('table-payments/invoice', { restaurantId: kit.sakura, tablePaymentId: bill.id }))
        .statusCode,
    ).toBe(404);
  });
});
