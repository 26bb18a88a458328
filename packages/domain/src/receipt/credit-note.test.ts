import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { creditNoteOf } from './credit-note';
import { type ReceiptInput, receiptOf } from './receipt';

const input: ReceiptInput = {
  seller: {
    name: 'Olive & Linde GmbH',
    street: 'Kastanienallee 12',
    postalCode: '10435',
    city: 'Berlin',
    country: 'DE',
    vatId: 'DE000000000',
    taxNumber: '',
  },
  timeZone: 'Europe/Berlin',
  order: {
    id: 41,
    invoiceNumber: 7,
    invoicedAt: Date.parse('2026-11-24T23:10:00Z'),
    createdAt: Date.parse('2026-11-24T17:02:00Z'),
    deliveryTime: null,
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
    contact: {},
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
      name: 'Berlin pilsner',
      options: [],
      quantity: 2,
      unitPrice: 420,
      totalPrice: 890,
      depotName: 'Bottle deposit',
      taxParts: [{ rate: 1900, gross: 890 }],
    },
  ],
};

describe('a credit note', () => {
  const invoice = receiptOf(input);
  const note = creditNoteOf(invoice, { number: 12, issued: '2026-11-25 09:15' });

  it('has its own number, names the invoice it cancels and the day it was issued', () => {
    expect(note.kind).toBe('credit_note');
    expect(note.creditNoteNumber).toBe(12);
    expect(note.invoiceNumber).toBe(7);
    expect(note.issued).toBe('2026-11-25 09:15');
    // the supply it corrects is the invoice's
    expect(note.supplied).toBe(invoice.supplied);
    expect(note.seller).toEqual(invoice.seller);
  });

  it('negates every amount, so that the invoice and the credit note add up to nothing per rate', () => {
    expect(note.total).toBe(-invoice.total);
    expect(note.lines.map((line) => [line.quantity, line.amount, line.deposit])).toEqual([
      [-2, -1500, 0],
      [-2, -840, -50],
    ]);
    // the unit price is the invoice's: the quantity carries the sign
    expect(note.lines.map((line) => line.unitPrice)).toEqual([750, 420]);
    for (const [index, line] of invoice.taxes.entries()) {
      const cancelled = note.taxes[index]!;
      expect(cancelled.rate).toBe(line.rate);
      expect([line.gross + cancelled.gross, line.net + cancelled.net, line.tax + cancelled.tax]).toEqual([
        0, 0, 0,
      ]);
    }
    expect(note.goods + note.deposits - note.discount + note.shipping + note.tip).toBe(note.total);
  });

  it('leaves the invoice as it was issued', () => {
    expect(receiptOf(input)).toEqual(invoice);
    expect(invoice.total).toBe(2540);
  });

  it('adds up like its invoice, whatever the amounts', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: 1, max: 9 }), fc.integer({ min: 0, max: 5000 })), {
          minLength: 1,
        }),
        fc.integer({ min: 0, max: 900 }),
        (lines, shipping) => {
          const subtotal = lines.reduce((sum, [quantity, price]) => sum + quantity * price, 0);
          const order = {
            ...input.order,
            subtotal,
            depotTotal: 0,
            discount: 0,
            tip: 0,
            shippingPrice: shipping,
          };
          const invoiceOf = receiptOf({
            ...input,
            order: {
              ...order,
              total: subtotal + shipping,
              taxLines: [{ rate: 700, gross: subtotal + shipping, net: 0, tax: 0 }],
            },
            lines: lines.map(([quantity, price]) => ({
              ...input.lines[0]!,
              quantity,
              unitPrice: price,
              totalPrice: quantity * price,
            })),
          });
          const cancelled = creditNoteOf(invoiceOf, { number: 2, issued: '2026-11-25' });
          const sum = cancelled.lines.reduce((total, line) => total + line.amount + line.deposit, 0);
          expect(sum + cancelled.shipping).toBe(cancelled.total);
          expect(cancelled.total + invoiceOf.total).toBe(0);
        },
      ),
    );
  });

  it('cancels only an invoice', () => {
    const confirmation = receiptOf({ ...input, order: { ...input.order, invoiceNumber: null } });
    expect(() => creditNoteOf(confirmation, { number: 3, issued: '2026-11-25' })).toThrow();
  });
});
