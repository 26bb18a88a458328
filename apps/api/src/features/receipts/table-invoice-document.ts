import type { Receipt, TableInvoice } from '@tavola/domain';
import type { Locale } from '@tavola/i18n';
import {
  type ReceiptDocument,
  type ReceiptRow,
  type ReceiptRowGroup,
  receiptDocument,
  wallClockText,
} from './receipt-document';
import { receiptFrame, receiptWords } from './receipt-frame';

const figureRow = (item: string, amount: string): ReceiptRow => ({
  item,
  details: [],
  quantity: '',
  unitPrice: '',
  amount,
  rate: '',
});

/**
 * A table's invoice in one language (issue 36, decision 090): a group a round, headed by its
 * order, invoice number and dates, its rows as the order's own receipt writes them; the items
 * the restaurant added; then the whole table's totals and VAT per rate.
 */
export function tableInvoiceDocument(
  invoice: TableInvoice,
  locale: Locale,
  brand: { name: string; theme: unknown },
): ReceiptDocument {
  const { t, money, taxRows } = receiptWords(locale, invoice.currency);
  const roundGroup = (round: Receipt, index: number): ReceiptRowGroup => {
    const own = receiptDocument(round, locale, brand);
    const orderNumber = t('order_number');
    return {
      heading: t('round', { number: String(index + 1), order: String(round.orderId) }),
      details: own.facts
        .filter(([label]) => label !== orderNumber)
        .map(([label, value]) => `${label}: ${value}`),
      rows: [
        ...own.rows,
        ...(round.discount
          ? [
              figureRow(
                round.voucherCode ? t('discount', { code: round.voucherCode }) : t('discount_plain'),
                `−${money(round.discount)}`,
              ),
            ]
          : []),
        ...(round.tip ? [figureRow(t(round.untaxedTip ? 'tip' : 'tip_taxable'), money(round.tip))] : []),
        figureRow(t('round_total'), money(round.total)),
      ],
    };
  };
  const added: ReceiptRowGroup[] = invoice.added.length
    ? [
        {
          heading: t('added_items'),
          details: [],
          rows: invoice.added.map((item) => ({
            item: item.name,
            details: [],
            quantity: String(item.quantity),
            unitPrice: money(item.unitPrice),
            amount: money(item.amount),
            rate: t('rate_unknown'),
          })),
        },
      ]
    : [];
  return {
    ...receiptFrame(invoice.seller, invoice.currency, locale, brand),
    title: t('title_table_invoice', { table: invoice.table }),
    note: t('table_invoice_note'),
    facts: [
      [t('table'), invoice.table],
      [t('issued'), wallClockText(invoice.closed, locale)],
    ],
    recipient: null,
    rows: [],
    groups: [...invoice.rounds.map(roundGroup), ...added],
    totals: [
      { label: t('goods'), value: money(invoice.goods) },
      ...(invoice.deposits ? [{ label: t('deposits'), value: money(invoice.deposits) }] : []),
      ...(invoice.discount ? [{ label: t('discount_plain'), value: `−${money(invoice.discount)}` }] : []),
      ...(invoice.tip > invoice.untaxedTip
        ? [{ label: t('tip_taxable'), value: money(invoice.tip - invoice.untaxedTip) }]
        : []),
      { label: t('taxable'), value: money(invoice.taxable) },
      ...(invoice.untaxedTip ? [{ label: t('tip'), value: money(invoice.untaxedTip) }] : []),
      ...(invoice.unrated ? [{ label: t('unrated'), value: money(invoice.unrated) }] : []),
      { label: t('total'), value: money(invoice.total), strong: true },
    ],
    taxRows: taxRows(invoice.taxes),
    footnotes: [t('prices_gross'), ...(invoice.discount ? [t('spread_note')] : [])],
  };
}
