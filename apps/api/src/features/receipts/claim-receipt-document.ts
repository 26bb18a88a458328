import type { ClaimReceipt } from '@tavola/domain';
import type { Locale } from '@tavola/i18n';
import { type ReceiptDocument, wallClockText } from './receipt-document';
import { receiptFrame, receiptWords } from './receipt-frame';

/**
 * A payer's receipt for their part of a table's bill (issue 36, decision 090) in one language:
 * a receipt of a payment, titled so, naming the table's orders and their invoice numbers once
 * given; the items taken (or the part of the bill), the tip, and the VAT per rate in what was
 * paid. The order receipt's page and PDF lay it out.
 */
export function claimReceiptDocument(
  receipt: ClaimReceipt,
  locale: Locale,
  brand: { name: string; theme: unknown },
): ReceiptDocument {
  const { t, money, rates, taxRows } = receiptWords(locale, receipt.currency);
  const partRates = receipt.taxes.map((line) => line.rate);
  return {
    ...receiptFrame(receipt.seller, receipt.currency, locale, brand),
    title: t('title_table_part', { table: receipt.table }),
    note: t('table_part_note'),
    facts: [
      [t('table'), receipt.table],
      ...(receipt.payer ? [[t('payer'), receipt.payer] as [string, string]] : []),
      [t('paid_at'), wallClockText(receipt.paid, locale)],
      ...receipt.invoices.map(
        ({ orderId, invoiceNumber }) =>
          [
            t('round_invoice', { order: String(orderId) }),
            invoiceNumber === null
              ? t('invoice_pending')
              : t('invoice_of_round', { number: String(invoiceNumber) }),
          ] as [string, string],
      ),
    ],
    recipient: null,
    rows: receipt.lines.length
      ? receipt.lines.map((line) => ({
          item: line.name,
          details: [],
          quantity: String(line.quantity),
          // a unit's share of what its order charged (a voucher's share off) need not be whole
          unitPrice: line.amount % line.quantity === 0 ? money(line.amount / line.quantity) : '',
          amount: money(line.amount),
          rate: line.rates.length ? rates(line.rates) : '',
        }))
      : [
          {
            item: t('part_of_bill', { table: receipt.table }),
            details: [],
            quantity: '1',
            unitPrice: money(receipt.amount),
            amount: money(receipt.amount),
            rate: partRates.length ? rates(partRates) : '',
          },
        ],
    totals: [
      { label: t('your_part'), value: money(receipt.amount) },
      ...(receipt.tipTaxed ? [{ label: t('tip_taxable'), value: money(receipt.tip) }] : []),
      { label: t('taxable'), value: money(receipt.taxable) },
      ...(receipt.untaxedTip ? [{ label: t('tip'), value: money(receipt.untaxedTip) }] : []),
      ...(receipt.unrated ? [{ label: t('unrated'), value: money(receipt.unrated) }] : []),
      { label: t('total'), value: money(receipt.total), strong: true },
    ],
    taxRows: taxRows(receipt.taxes),
    footnotes: [t('prices_gross'), ...(receipt.lines.length ? [] : [t('part_spread_note')])],
  };
}
