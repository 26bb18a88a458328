import { restaurantThemeSchema } from '@tavola/contracts';
import type { Receipt, ReceiptLine } from '@tavola/domain';
import { formatMoney, type Locale, localeInfo, receiptTranslator } from '@tavola/i18n';

/** A table row of the receipt: what it names, then its figures, each already in the reader's language. */
export interface ReceiptRow {
  item: string;
  details: string[];
  quantity: string;
  unitPrice: string;
  amount: string;
  rate: string;
}

/** Rows under a heading of their own: a table's invoice has a group a round (issue 36, decision 090). */
export interface ReceiptRowGroup {
  heading: string;
  details: string[];
  rows: ReceiptRow[];
}

/**
 * The receipt in words and figures of one language (issue 36, decision 086): what the HTML page
 * and the PDF lay out, each its own way, so both say exactly the same.
 */
export interface ReceiptDocument {
  locale: Locale;
  dir: 'ltr' | 'rtl';
  title: string;
  /** a confirmation says it is not an invoice yet */
  note: string | null;
  /** the restaurant's own name and colour, for the header band */
  brand: { name: string; color: string };
  seller: string[];
  facts: [label: string, value: string][];
  recipient: string[] | null;
  /** the item and totals tables' names, for those who hear the page */
  tableNames: { items: string; totals: string };
  columns: [item: string, quantity: string, unitPrice: string, amount: string, rate: string];
  rows: ReceiptRow[];
  /** when given, the item table shows these groups instead of `rows` */
  groups?: ReceiptRowGroup[];
  totals: { label: string; value: string; strong?: boolean }[];
  taxTitle: string;
  taxColumns: [rate: string, net: string, tax: string, gross: string];
  taxRows: [rate: string, net: string, tax: string, gross: string][];
  footnotes: string[];
  pdfLabel: string;
}

const defaultColor = restaurantThemeSchema.parse({}).primaryColor;

/** The item table's rows as groups: the document's own, or its rows as one group without a heading. */
export const rowGroupsOf = (document: ReceiptDocument): ReceiptRowGroup[] =>
  document.groups ?? [{ heading: '', details: [], rows: document.rows }];

/** The wall clock ('YYYY-MM-DD' or 'YYYY-MM-DD HH:mm') spelt with its year, as a receipt must date. */
export function wallClockText(value: string, locale: Locale): string {
  const [date = '', time] = value.split(' ');
  return new Intl.DateTimeFormat(localeInfo[locale].intl, {
    dateStyle: 'long',
    ...(time ? { timeStyle: 'short', hourCycle: 'h23' } : {}),
    // the digits of the restaurant's wall clock as they are: formatted as if it were UTC
    timeZone: 'UTC',
  }).format(new Date(`${date}T${time ?? '00:00'}:00Z`));
}

const titles = {
  invoice: 'title_invoice',
  confirmation: 'title_confirmation',
  credit_note: 'title_credit_note',
} as const satisfies Record<Receipt['kind'], string>;

function noteOf(receipt: Receipt, t: ReturnType<typeof receiptTranslator>): string | null {
  if (receipt.kind === 'confirmation') return t('confirmation_note');
  if (receipt.kind === 'credit_note') return t('credit_note_note', { number: String(receipt.invoiceNumber) });
  return null;
}

/** A credit note's number and the invoice it cancels; an invoice's number; none on a confirmation. */
function numbersOf(receipt: Receipt, t: ReturnType<typeof receiptTranslator>): [string, string][] {
  if (receipt.creditNoteNumber !== null)
    return [
      [t('credit_note_number'), String(receipt.creditNoteNumber)],
      [t('cancels_invoice'), String(receipt.invoiceNumber)],
    ];
  return receipt.invoiceNumber !== null ? [[t('invoice_number'), String(receipt.invoiceNumber)]] : [];
}

export function receiptDocument(
  receipt: Receipt,
  locale: Locale,
  brand: { name: string; theme: unknown },
): ReceiptDocument {
  const t = receiptTranslator(locale);
  const money = (minor: number) => formatMoney(minor, receipt.currency, locale);
  const percent = new Intl.NumberFormat(localeInfo[locale].intl, {
    style: 'percent',
    maximumFractionDigits: 2,
  });
  const rate = (basisPoints: number) => percent.format(basisPoints / 10_000);
  const ratesOf = (line: ReceiptLine) =>
    line.rates.length ? line.rates.map(rate).join(' / ') : t('rate_unknown');
  const { seller } = receipt;
  const theme = restaurantThemeSchema.safeParse(brand.theme ?? {});
  return {
    locale,
    dir: localeInfo[locale].dir,
    title: t(titles[receipt.kind]),
    note: noteOf(receipt, t),
    brand: { name: brand.name, color: theme.success ? theme.data.primaryColor : defaultColor },
    seller: [
      seller.name,
      seller.street,
      `${seller.postalCode} ${seller.city}`.trim(),
      ...(seller.vatId ? [`${t('vat_id')}: ${seller.vatId}`] : []),
      ...(seller.taxNumber ? [`${t('tax_number')}: ${seller.taxNumber}`] : []),
    ].filter(Boolean),
    facts: [
      ...numbersOf(receipt, t),
      [t('order_number'), String(receipt.orderId)],
      [t('issued'), wallClockText(receipt.issued, locale)],
      [t('supplied'), wallClockText(receipt.supplied, locale)],
    ],
    recipient: receipt.recipient
      ? [receipt.recipient.name, ...receipt.recipient.address].filter(Boolean)
      : null,
    tableNames: { items: t('items'), totals: t('totals') },
    columns: [t('item'), t('quantity'), t('unit_price'), t('amount'), t('rate')],
    rows: receipt.lines.flatMap((line) => [
      {
        item: line.name,
        details: [...line.options],
        quantity: String(line.quantity),
        unitPrice: money(line.unitPrice),
        amount: money(line.amount),
        rate: ratesOf(line),
      },
      ...(line.deposit
        ? [
            {
              // the deposit's own name says what it is ('Bottle deposit')
              item: line.depotName || t('deposit'),
              details: [],
              quantity: String(line.quantity),
              unitPrice: money(line.deposit / line.quantity),
              amount: money(line.deposit),
              // a deposit is taxed with its drink (decision 084): the line's rate when it has one
              rate: line.rates.length === 1 ? ratesOf(line) : '',
            },
          ]
        : []),
    ]),
    totals: [
      { label: t('goods'), value: money(receipt.goods) },
      ...(receipt.deposits ? [{ label: t('deposits'), value: money(receipt.deposits) }] : []),
      ...(receipt.discount
        ? [
            {
              label: receipt.voucherCode ? t('discount', { code: receipt.voucherCode }) : t('discount_plain'),
              // taken off an invoice; a credit note, negated, gives it back
              value: receipt.discount > 0 ? `−${money(receipt.discount)}` : money(-receipt.discount),
            },
          ]
        : []),
      ...(receipt.shipping ? [{ label: t('shipping'), value: money(receipt.shipping) }] : []),
      // a tip the restaurant keeps is part of what is taxed (decision 084)
      ...(receipt.tip && !receipt.untaxedTip ? [{ label: t('tip_taxable'), value: money(receipt.tip) }] : []),
      { label: t('taxable'), value: money(receipt.taxable) },
      ...(receipt.untaxedTip ? [{ label: t('tip'), value: money(receipt.untaxedTip) }] : []),
      { label: t('total'), value: money(receipt.total), strong: true },
    ],
    taxTitle: t('tax_table'),
    taxColumns: [t('tax_rate'), t('net'), t('tax'), t('gross')],
    taxRows: receipt.taxes.map((line) => [
      rate(line.rate),
      money(line.net),
      money(line.tax),
      money(line.gross),
    ]),
    footnotes: [t('prices_gross'), ...(receipt.discount || receipt.shipping ? [t('spread_note')] : [])],
    pdfLabel: t('download_pdf'),
  };
}
