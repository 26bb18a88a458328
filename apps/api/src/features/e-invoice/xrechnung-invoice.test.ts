import { InvoiceService } from '@e-invoice-eu/core';
import type { schema } from '@tavola/db';
import { taxLines } from '@tavola/domain';
import { describe, expect, it } from 'vitest';
import { decimal, type EInvoiceInput, xrechnungInvoice } from './xrechnung-invoice';

type Order = typeof schema.orders.$inferSelect;
type Ubl = { 'ubl:Invoice': Record<string, unknown> };

const parts = [
  { rate: 700, gross: 1500 },
  { rate: 700, gross: 850 },
  { rate: 1900, gross: 350 },
];
const storedTaxLines = (tipTaxable: boolean) =>
  taxLines({ parts, discount: 200, shipping: 250, tip: 100, tipTaxable }).lines;

const silent = { log: () => {}, warn: () => {}, error: () => {} };

// two falafel at 7.50 (7 %), a menu of 12.00 split 8.50 food / 3.50 beer; voucher −2.00, delivery 2.50, tip 1.00
const order = {
  id: 501,
  invoiceNumber: 17,
  currency: 'EUR',
  paymentType: 'cash',
  discount: 200,
  shippingPrice: 250,
  tip: 100,
  // as the order stored them (decision 084): discount 174 / 26, delivery 218 / 32
  taxLines: storedTaxLines(false),
  contact: {
    company: 'Analytical Engines GmbH',
    vat_id: 'DE123456789',
    email: 'ada@analytical.example',
    address: 'Kastanienallee',
    house_number: '12',
    postalCode: '10437',
    city: 'Berlin',
  },
} as unknown as Order;

const input: EInvoiceInput = {
  order,
  lines: [
    { name: 'Falafel', quantity: 2, taxParts: [{ rate: 700, gross: 1500 }] },
    {
      name: 'Menu',
      quantity: 1,
      taxParts: [
        { rate: 700, gross: 850 },
        { rate: 1900, gross: 350 },
      ],
    },
  ],
  seller: {
    name: 'Olive & Linde GmbH',
    vatId: 'DE811907980',
    taxNumber: null,
    street: 'Linienstraße 1',
    postalCode: '10119',
    city: 'Berlin',
    country: 'DE',
    email: 'hello@olive.example',
    telephone: '+49 30 1111',
  },
  supplyDate: '2026-11-24',
  tipTaxable: false,
  texts: { voucher: 'Gutschein', delivery: 'Liefergebühr', tip: 'Trinkgeld' },
};

describe('xrechnungInvoice', () => {
  it('maps the order: number, parties, a line per order line and rate, voucher and fee per rate, the stored breakdown', () => {
    const invoice = (xrechnungInvoice(input) as unknown as Ubl)['ubl:Invoice'];
    expect(invoice['cbc:ID']).toBe('17');
    expect(invoice['cbc:IssueDate']).toBe('2026-11-24');
    const lines = invoice['cac:InvoiceLine'] as Record<string, unknown>[];
    expect(
      lines.map((line) => [
        (line['cac:Item'] as { 'cbc:Name': string })['cbc:Name'],
        line['cbc:LineExtensionAmount'],
      ]),
    ).toEqual([
      ['Falafel', '14.02'],
      ['Menu', '7.94'],
      ['Menu', '2.94'],
    ]);
    const subtotals = (invoice['cac:TaxTotal'] as { 'cac:TaxSubtotal': Record<string, unknown>[] }[])[0]![
      'cac:TaxSubtotal'
    ];
    expect(subtotals.map((subtotal) => [subtotal['cbc:TaxableAmount'], subtotal['cbc:TaxAmount']])).toEqual([
      ['22.37', '1.57'],
      ['2.99', '0.57'],
    ]);
    const totals = invoice['cac:LegalMonetaryTotal'] as Record<string, string>;
    // the tip is no part of the supply: 25.36 + 2.14 = 27.50 of the order's 28.50 (lines 24.90 − 1.85 + 2.31)
    expect(totals['cbc:TaxExclusiveAmount']).toBe('25.36');
    expect(totals['cbc:TaxInclusiveAmount']).toBe('27.50');
    const reasons = (invoice['cac:AllowanceCharge'] as Record<string, string>[]).map((entry) => [
      entry['cbc:AllowanceChargeReason'],
      entry['cbc:Amount'],
    ]);
    expect(reasons).toEqual([
      ['Gutschein', '1.63'],
      ['Gutschein', '0.22'],
      ['Liefergebühr', '2.04'],
      ['Liefergebühr', '0.27'],
    ]);
  });

  it('a tip the business keeps is a charge per rate', () => {
    const taxed = { ...order, taxLines: storedTaxLines(true) } as Order;
    const invoice = (xrechnungInvoice({ ...input, order: taxed, tipTaxable: true }) as unknown as Ubl)[
      'ubl:Invoice'
    ];
    const tips = (invoice['cac:AllowanceCharge'] as Record<string, string>[]).filter(
      (entry) => entry['cbc:AllowanceChargeReason'] === 'Trinkgeld',
    );
    expect(tips.map((entry) => entry['cbc:Amount'])).toEqual(['0.81', '0.11']);
    expect((invoice['cac:LegalMonetaryTotal'] as Record<string, string>)['cbc:TaxInclusiveAmount']).toBe(
      '28.50',
    );
  });

  it('none when the lines do not give the stored tax lines', () => {
    expect(xrechnungInvoice({ ...input, lines: [input.lines[0]!] })).toBeNull();
  });

  it('the library writes it, and refuses input its EN 16931 schema does not take', async () => {
    const invoice = xrechnungInvoice(input)!;
    const xml = String(
      await new InvoiceService(silent).generate(invoice, { format: 'XRECHNUNG-UBL', lang: 'de' }),
    );
    expect(xml).toContain('<cbc:ID>17</cbc:ID>');
    const broken = {
      'ubl:Invoice': { ...(invoice as unknown as Ubl)['ubl:Invoice'], 'cbc:IssueDate': '24.11.2026' },
    };
    await expect(
      new InvoiceService(silent).generate(broken as never, { format: 'XRECHNUNG-UBL', lang: 'de' }),
    ).rejects.toThrow();
  });

  it('writes minor units as decimals', () => {
    expect([decimal(1234), decimal(5), decimal(0), decimal(-5), decimal(-1234)]).toEqual([
      '12.34',
      '0.05',
      '0.00',
      '-0.05',
      '-12.34',
    ]);
  });
});
