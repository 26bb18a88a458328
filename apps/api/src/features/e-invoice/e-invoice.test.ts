import { schema } from '@tavola/db';
import { and, eq, sql } from 'drizzle-orm';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { clientOf } from '../../test/manager-client';
import { managerFixtures } from '../../test/manager-fixtures';
import { createTestContext, type TestContext } from '../../test/test-app';

/**
 * Issue 36 (decision 088): a business guest (company and VAT ID at checkout, where the owner
 * offers it) gets the paid order as an XRechnung whose EN 16931 business terms agree with the
 * order. The KoSIT schematron is not run here (it needs Java); the library checks its input
 * against its schema, and this test reads the business terms from the XML.
 */

let ctx: TestContext;
let fixtures: Awaited<ReturnType<typeof managerFixtures>>;
const business = {
  name: 'Ada Lovelace',
  email: 'ada@analytical.example',
  mobile: '030 1234567',
  company: 'Analytical Engines GmbH',
  vat_id: 'de 123 456 789',
  address: 'Kastanienallee',
  house_number: '12',
  city: 'Berlin',
  postalCode: '10437',
};

async function productId(name: string) {
  const [row] = await ctx.deps.db
    .select({ id: schema.products.id })
    .from(schema.products)
    .where(
      and(eq(schema.products.restaurantId, fixtures.olive), sql`${schema.products.name}->>'en' = ${name}`),
    );
  return row!.id;
}

async function setSettings(values: Record<string, unknown>) {
  await ctx.deps.db
    .update(schema.restaurants)
    .set({ settings: sql`${schema.restaurants.settings} || ${JSON.stringify(values)}::jsonb` })
    .where(eq(schema.restaurants.id, fixtures.olive));
}

/** A delivery with voucher, fee and tip, paid in cash; answers the guest's client and the order. */
async function placeBusinessOrder(contact: Record<string, string> = business) {
  const restaurantId = fixtures.olive;
  const bearer = await ctx.publicToken();
  const guest = clientOf(ctx, bearer);
  const basketId = (
    await guest.post<{ id: string }>('basket/create', { restaurantId, deliveryType: 'delivery' })
  ).body.data.id;
  for (const [name, quantity] of [
    ['Falafel (5 pieces)', 2],
    ['Berlin pilsner 0.5 l', 2],
  ] as const) {
    const added = await guest.post('basket/add', {
      restaurantId,
      basketId,
      productId: await productId(name),
      quantity,
    });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
  }
  const saved = await guest.post('basket/add-address', { restaurantId, basketId, userInfo: contact });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  expect(
    (await guest.post('basket/add-voucher-to-basket', { restaurantId, basketId, voucherCode: 'WELCOME10' }))
      .status,
  ).toBe(200);
  await guest.post('basket/add-tip', { restaurantId, basketId, tip_price: 100 });
  const placed = await guest.post<{ orderId: number; token: string }>('order/create-order', {
    restaurantId,
    basketId,
    paymentType: 'cash',
  });
  expect(placed.status, JSON.stringify(placed.body)).toBe(200);
  return { guest, bearer, ...placed.body.data };
}

async function handOver(orderId: number) {
  const manager = clientOf(ctx, fixtures.oliveManager);
  for (const status of ['processing', 'delivered']) {
    const changed = await manager.post('managers/order/change-status', {
      restaurantId: fixtures.olive,
      orderId,
      status,
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
  }
}

/** The guest (a bearer token) asks for the order's e-invoice, with the order's own token or without. */
/** The e-invoice, with a bearer token or (`null`) as the order page's plain link asks for it. */
const eInvoice = (bearer: string | null, orderId: number, token?: string) =>
  ctx.app.inject({
    method: 'GET',
    url: '/api/order/e-invoice',
    headers: bearer ? { authorization: `Bearer ${bearer}` } : {},
    query: { restaurantId: String(fixtures.olive), orderId: String(orderId), ...(token ? { token } : {}) },
  });

beforeAll(async () => {
  ctx = await createTestContext();
  fixtures = await managerFixtures(ctx);
  // Tuesday 2026-11-24, 18:02 in Berlin: delivery is open
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
  vi.setSystemTime(new Date('2026-11-24T17:02:00Z'));
});
afterAll(async () => {
  vi.useRealTimers();
  await ctx?.close();
});

describe('e-invoices for business guests', () => {
  it('a VAT ID is refused where the owner does not offer business invoices, and must be one', async () => {
    const guest = clientOf(ctx, await ctx.publicToken());
    const restaurantId = fixtures.olive;
    const basketId = (
      await guest.post<{ id: string }>('basket/create', { restaurantId, deliveryType: 'pickup' })
    ).body.data.id;
    const off = await guest.post('basket/add-address', { restaurantId, basketId, userInfo: business });
    expect(off.status).toBe(422);
    expect(JSON.stringify(off.body)).toContain('vat_id');

    await setSettings({ business_invoices: true });
    const malformed = await guest.post('basket/add-address', {
      restaurantId,
      basketId,
      userInfo: { ...business, vat_id: '123456789' },
    });
    expect(malformed.status).toBe(422);
    expect(JSON.stringify(malformed.body)).toContain('vat_id');
    // a VAT ID without the company's address is refused when the order is placed
    const partial = await guest.post('basket/add-address', {
      restaurantId,
      basketId,
      userInfo: { name: 'Ada', email: 'ada@x.example', mobile: '030 1234567', vat_id: 'DE123456789' },
    });
    expect(partial.status, JSON.stringify(partial.body)).toBe(200);
    await guest.post('basket/add', {
      restaurantId,
      basketId,
      productId: await productId('Hummus'),
      quantity: 1,
    });
    const placed = await guest.post('order/create-order', { restaurantId, basketId, paymentType: 'cash' });
    expect(placed.status).toBe(422);
    expect(Object.keys((placed.body as unknown as { errors: Record<string, unknown> }).errors ?? {})).toEqual(
      expect.arrayContaining(['company', 'address', 'postalCode', 'city']),
    );
  });

  it('answers the paid order as an XRechnung whose totals and VAT breakdown are the order’s', async () => {
    await setSettings({ business_invoices: true });
    await ctx.deps.db
      .update(schema.restaurants)
      .set({ legalName: 'Olive & Linde GmbH', vatId: 'DE811907980' })
      .where(eq(schema.restaurants.id, fixtures.olive));
    const { orderId, token, guest, bearer } = await placeBusinessOrder();
    // not paid yet: no invoice number, no e-invoice
    expect((await eInvoice(bearer, orderId, token)).statusCode).toBe(409);
    // another guest without the order's token does not read it
    expect((await eInvoice(await ctx.publicToken(), orderId)).statusCode).toBe(404);

    await handOver(orderId);
    const read = await guest.get<{
      order: {
        invoice_number: number;
        total: number;
        tip: number;
        tax_lines: { rate: number; gross: number; net: number; tax: number }[];
      };
    }>('order', { restaurantId: fixtures.olive, orderId, token });
    const order = read.body.data.order;
    const answer = await eInvoice(bearer, orderId, token);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['content-type']).toContain('application/xml');
    expect(answer.headers['content-disposition']).toContain(
      `invoice-olive-linde-${order.invoice_number}.xml`,
    );

    // the order page's link carries no bearer: the order's token opens it, nothing else does
    const linked = await eInvoice(null, orderId, token);
    expect(linked.statusCode).toBe(200);
    expect(linked.body).toBe(answer.body);
    expect((await eInvoice(null, orderId)).statusCode).toBe(404);
    expect((await eInvoice(null, orderId, crypto.randomUUID())).statusCode).toBe(404);

    const doc = new new JSDOM('').window.DOMParser().parseFromString(answer.body, 'application/xml');
    expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
    const all = (name: string, root: Element | Document = doc) => [...root.getElementsByTagName(name)];
    const text = (name: string, root: Element | Document = doc) => all(name, root)[0]?.textContent ?? null;
    const cents = (value: string | null | undefined) => Math.round(Number(value) * 100);
    const invoice = doc.documentElement;
    const direct = (name: string) =>
      [...invoice.children].find((child) => child.tagName === name)?.textContent;

    expect(direct('cbc:ID')).toBe(String(order.invoice_number)); // BT-1
    expect(direct('cbc:IssueDate')).toBe('2026-11-24'); // BT-2
    expect(direct('cbc:DocumentCurrencyCode')).toBe('EUR'); // BT-5
    const seller = all('cac:AccountingSupplierParty')[0]!;
    expect(text('cbc:RegistrationName', seller)).toBe('Olive & Linde GmbH'); // BT-27
    expect(text('cbc:CompanyID', all('cac:PartyTaxScheme', seller)[0])).toBe('DE811907980'); // BT-31
    const buyer = all('cac:AccountingCustomerParty')[0]!;
    expect(text('cbc:RegistrationName', buyer)).toBe('Analytical Engines GmbH'); // BT-44
    expect(text('cbc:CompanyID', all('cac:PartyTaxScheme', buyer)[0])).toBe('DE123456789'); // BT-48
    expect(text('cbc:PostalZone', buyer)).toBe('10437');

    // BT-109/110/112: the order's tax lines, the tip (not taxable here) outside
    const totals = all('cac:LegalMonetaryTotal')[0]!;
    const sum = (key: 'gross' | 'net' | 'tax') =>
      order.tax_lines.reduce((total, line) => total + line[key], 0);
    expect(cents(text('cbc:TaxExclusiveAmount', totals))).toBe(sum('net'));
    expect(cents(text('cbc:TaxAmount', all('cac:TaxTotal')[0]))).toBe(sum('tax'));
    expect(cents(text('cbc:TaxInclusiveAmount', totals))).toBe(sum('gross'));
    expect(sum('gross') + order.tip).toBe(order.total);
    expect(cents(text('cbc:PayableAmount', totals))).toBe(0);
    // BG-23: one breakdown per rate, equal to the stored tax lines
    const breakdown = all('cac:TaxSubtotal').map((subtotal) => ({
      rate: Number(text('cbc:Percent', subtotal)),
      net: cents(text('cbc:TaxableAmount', subtotal)),
      tax: cents(text('cbc:TaxAmount', subtotal)),
    }));
    expect(breakdown).toEqual(order.tax_lines.map(({ rate, net, tax }) => ({ rate, net, tax })));
    // BR-CO-10/13: lines, allowances and charges add up to the amount without VAT
    const lineTotal = all('cac:InvoiceLine').reduce(
      (total, line) => total + cents(text('cbc:LineExtensionAmount', line)),
      0,
    );
    expect(cents(text('cbc:LineExtensionAmount', totals))).toBe(lineTotal);
    expect(
      lineTotal -
        cents(text('cbc:AllowanceTotalAmount', totals)) +
        cents(text('cbc:ChargeTotalAmount', totals)),
    ).toBe(sum('net'));
    expect(all('cac:InvoiceLine').map((line) => text('cbc:Name', line))).toEqual([
      'Falafel (5 pieces)',
      'Berlin pilsner 0.5 l',
    ]);
  });

  it('an order without a business buyer has no e-invoice (409)', async () => {
    const { orderId, token, bearer } = await placeBusinessOrder({ ...business, vat_id: '', company: '' });
    await handOver(orderId);
    const answer = await eInvoice(bearer, orderId, token);
    expect(answer.statusCode).toBe(409);
    expect(answer.json().message.code).toBe('e_invoice_no_business_buyer');
  });
});
