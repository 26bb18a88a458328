import { describe, expect, it } from 'vitest';
import { orderLineKey } from '../table-payment';
import { netOf, type TaxLine } from '../tax';
import { type ClaimReceiptInput, claimReceiptOf } from './claim-receipt';
import { type ReceiptInput, receiptOf } from './receipt';
import { tableInvoiceOf } from './table-invoice';

const seller = {
  name: 'Olive & Linde GmbH',
  street: 'Kastanienallee 12',
  postalCode: '10435',
  city: 'Berlin',
  country: 'DE',
  vatId: 'DE000000000',
  taxNumber: '',
};
const taxLine = (rate: number, gross: number): TaxLine => {
  const net = netOf(gross, rate);
  return { rate, gross, net, tax: gross - net };
};

// table T3: round 41 two falafel (7 %) and a pilsner (19 %); round 42 a hummus (7 %) and a 1.00 tip
const rounds = [
  {
    id: 41,
    invoiceNumber: 7,
    total: 1500 + 420,
    tip: 0,
    taxLines: [taxLine(700, 1500), taxLine(1900, 420)],
    lines: [
      { id: 1, taxParts: [{ rate: 700, gross: 1500 }] },
      { id: 2, taxParts: [{ rate: 1900, gross: 420 }] },
    ],
  },
  {
    id: 42,
    invoiceNumber: null,
    total: 790,
    tip: 100,
    taxLines: [taxLine(700, 690)],
    lines: [{ id: 3, taxParts: [{ rate: 700, gross: 690 }] }],
  },
];
const claimInput: ClaimReceiptInput = {
  seller,
  timeZone: 'Europe/Berlin',
  currency: 'EUR',
  table: 'T3',
  tipTaxable: false,
  orders: rounds,
  added: [],
  claim: {
    id: 9,
    name: 'Ada',
    amount: 750 + 420,
    tip: 80,
    settledAt: Date.parse('2026-11-24T19:05:00Z'),
    lines: [
      { key: orderLineKey(1), name: 'Falafel', quantity: 1, amount: 750 },
      { key: orderLineKey(2), name: 'Pilsner', quantity: 1, amount: 420 },
    ],
  },
};

describe('claimReceiptOf (issue 36, decision 090)', () => {
  it('a part paid by items: each item at its rates, the VAT per rate, the tip apart, the rounds it paid into', () => {
    const receipt = claimReceiptOf(claimInput);
    expect(receipt).toMatchObject({ claimId: 9, table: 'T3', payer: 'Ada', paid: '2026-11-24 20:05' });
    expect(receipt.lines.map((line) => line.rates)).toEqual([[700], [1900]]);
    expect(receipt.taxes).toEqual([taxLine(700, 750), taxLine(1900, 420)]);
    expect(receipt).toMatchObject({ taxable: 1170, untaxedTip: 80, tipTaxed: false, total: 1250 });
    expect(receipt.invoices).toEqual([
      { orderId: 41, invoiceNumber: 7 },
      { orderId: 42, invoiceNumber: null },
    ]);
  });

  it('a part paid as an amount lists no items; its rates, tips and added items add up to what was paid', () => {
    const receipt = claimReceiptOf({
      ...claimInput,
      claim: { ...claimInput.claim, amount: 1000, lines: [] },
    });
    expect(receipt.lines).toEqual([]);
    expect(receipt.taxable + receipt.untaxedTip + receipt.unrated).toBe(receipt.total);
  });
});

describe('tableInvoiceOf', () => {
  const round = (id: number, invoiceNumber: number, taxLines: TaxLine[], tip: number): ReceiptInput => {
    const goods = taxLines.reduce((sum, line) => sum + line.gross, 0);
    return {
      seller,
      timeZone: 'Europe/Berlin',
      order: {
        id,
        invoiceNumber,
        invoicedAt: Date.parse('2026-11-24T19:30:00Z'),
        createdAt: Date.parse('2026-11-24T18:00:00Z'),
        deliveryTime: null,
        subtotal: goods,
        depotTotal: 0,
        discount: 0,
        voucherCode: null,
        shippingPrice: 0,
        tip,
        total: goods + tip,
        currency: 'EUR',
        taxLines,
        contact: {},
      },
      lines: [],
    };
  };

  it('lists every round and sums them: totals and VAT per rate equal the orders’, plus added items', () => {
    const invoice = tableInvoiceOf({
      seller,
      timeZone: 'Europe/Berlin',
      currency: 'EUR',
      table: 'T3',
      closedAt: Date.parse('2026-11-24T19:30:00Z'),
      rounds: [
        receiptOf(round(41, 7, [taxLine(700, 1500), taxLine(1900, 420)], 0)),
        receiptOf(round(42, 8, [taxLine(700, 690)], 100)),
      ],
      added: [{ name: 'Espresso', unitPrice: 250, quantity: 2 }],
    });
    expect(invoice.rounds.map((entry) => entry.invoiceNumber)).toEqual([7, 8]);
    expect(invoice.closed).toBe('2026-11-24 20:30');
    const summed = invoice.taxes.map(({ rate, gross, net, tax }) => ({ rate, gross, net, tax }));
    expect(summed).toEqual([
      { rate: 700, gross: 2190, net: 1402 + 645, tax: 98 + 45 },
      { rate: 1900, gross: 420, net: 353, tax: 67 },
    ]);
    expect(invoice).toMatchObject({ taxable: 2610, untaxedTip: 100, unrated: 500, total: 1920 + 790 + 500 });
    expect(invoice.added).toEqual([{ name: 'Espresso', quantity: 2, unitPrice: 250, amount: 500 }]);
  });
});
