import { describe, expect, it } from 'vitest';
import { type ReceiptInput, receiptOf } from './receipt';
import { isSmallAmount, recipientOf } from './receipt-recipient';

const seller = {
  name: 'Olive & Linde GmbH',
  street: 'Kastanienallee 12',
  postalCode: '10435',
  city: 'Berlin',
  country: 'DE',
  vatId: 'DE000000000',
  taxNumber: '',
};

// Falafel 2 × 7.50, 2 pilsner 4.20 + 0.25 deposit, voucher −2.00, delivery 2.50, tip 1.00 apart
const input: ReceiptInput = {
  seller,
  timeZone: 'Europe/Berlin',
  order: {
    id: 41,
    invoiceNumber: 7,
    invoicedAt: Date.parse('2026-11-24T23:10:00Z'),
    createdAt: Date.parse('2026-11-24T17:02:00Z'),
    deliveryTime: Date.parse('2026-11-24T23:30:00Z'),
    subtotal: 1500 + 890,
    depotTotal: 50,
    discount: 200,
    voucherCode: 'WELCOME',
    shippingPrice: 250,
    tip: 100,
    total: 1500 + 890 - 200 + 250 + 100,
    currency: 'EUR',
    taxLines: [
      { rate: 700, gross: 1500 - 126 + 157, net: 1431, tax: 100 },
      { rate: 1900, gross: 890 - 74 + 93, net: 764, tax: 145 },
    ],
    contact: {
      name: 'Ada Lovelace',
      address: 'Kastanienallee',
      house_number: '3',
      postalCode: '10435',
      city: 'Berlin',
    },
  },
  lines: [
    {
      name: 'Falafel',
      options: [],
      quantity: 2,
      unitPrice: 750,
      totalPrice: 1500,
      depotName: null,
      taxParts: [{ rate: 700, gross: 1500 }],
    },
    {
      name: 'Pilsner',
      options: ['0.5 l'],
      quantity: 2,
      unitPrice: 420,
      totalPrice: 890,
      depotName: 'Bottle',
      taxParts: [{ rate: 1900, gross: 890 }],
    },
  ],
};

describe('receiptOf (issue 36, decision 086)', () => {
  it('an invoice: its number, issued when numbered and supplied on the wanted day, in the restaurant’s zone', () => {
    const receipt = receiptOf(input);
    expect(receipt).toMatchObject({ kind: 'invoice', invoiceNumber: 7, orderId: 41 });
    // 23:10 and 23:30 UTC are past midnight in Berlin
    expect(receipt.issued).toBe('2026-11-25 00:10');
    expect(receipt.supplied).toBe('2026-11-25');
  });

  it('shows each line’s amount, its deposit apart and its rate, and the totals the rates add up to', () => {
    const receipt = receiptOf(input);
    expect(receipt.lines.map(({ amount, deposit, rates }) => ({ amount, deposit, rates }))).toEqual([
      { amount: 1500, deposit: 0, rates: [700] },
      { amount: 840, deposit: 50, rates: [1900] },
    ]);
    expect(receipt).toMatchObject({ goods: 2340, deposits: 50, discount: 200, shipping: 250, total: 2540 });
    expect(receipt.taxable).toBe(1531 + 909);
    expect(receipt.taxable + receipt.untaxedTip).toBe(receipt.total);
    expect(receipt.untaxedTip).toBe(100);
  });

  it('before its number, an order confirmation dated when the order was placed', () => {
    const receipt = receiptOf({ ...input, order: { ...input.order, invoiceNumber: null, invoicedAt: null } });
    expect(receipt.kind).toBe('confirmation');
    expect(receipt.issued).toBe('2026-11-24 18:02');
  });

  it('a line kept without rates (placed before issue 36) names none; a set over two rates names both', () => {
    const [first, second] = input.lines;
    const receipt = receiptOf({
      ...input,
      lines: [
        { ...first!, taxParts: [] },
        {
          ...second!,
          taxParts: [
            { rate: 700, gross: 0 },
            { rate: 1900, gross: 890 },
          ],
        },
        {
          ...first!,
          taxParts: [
            { rate: 700, gross: 923 },
            { rate: 1900, gross: 302 },
          ],
        },
      ],
    });
    expect(receipt.lines.map((line) => line.rates)).toEqual([[], [1900], [700, 1900]]);
  });

  it('names the guest only above the small-amount limit', () => {
    expect(receiptOf(input).recipient).toBeNull();
    const large = receiptOf({ ...input, order: { ...input.order, total: 25_001 } });
    expect(large.recipient).toEqual({ name: 'Ada Lovelace', address: ['Kastanienallee 3', '10435 Berlin'] });
  });
});

describe('the small-amount limit', () => {
  it('€250 and CHF 400 are still small, a cent more is not; other currencies always name the guest', () => {
    expect(isSmallAmount(25_000, 'EUR')).toBe(true);
    expect(isSmallAmount(25_001, 'EUR')).toBe(false);
    expect(isSmallAmount(40_000, 'CHF')).toBe(true);
    expect(isSmallAmount(40_001, 'CHF')).toBe(false);
    expect(isSmallAmount(100, 'USD')).toBe(false);
  });
  it('a pickup above the limit names whom it has: a name without an address', () => {
    expect(recipientOf({ name: ' Ada ' }, 30_000, 'EUR')).toEqual({ name: 'Ada', address: [] });
    expect(recipientOf({}, 30_000, 'EUR')).toBeNull();
  });
});
