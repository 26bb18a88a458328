import { type ReceiptSeller, receiptOf, type TaxLine } from '@tavola/domain';
import { formatMoney, type Locale, localeInfo, receiptTranslator } from '@tavola/i18n';
import { type ReceiptDocument, receiptDocument } from './receipt-document';

/** What every receipt document shares: the seller, the brand, the tables' columns and names. */
export type ReceiptFrame = Pick<
  ReceiptDocument,
  'locale' | 'dir' | 'brand' | 'seller' | 'tableNames' | 'columns' | 'taxTitle' | 'taxColumns' | 'pdfLabel'
>;

/**
 * The frame as the order receipt writes it (issue 36, decision 090): a payer's receipt and a
 * table's invoice name the seller and head their tables exactly as an order's receipt does,
 * because receiptDocument writes them all (here from an order without lines).
 */
export function receiptFrame(
  seller: ReceiptSeller,
  currency: string,
  locale: Locale,
  brand: { name: string; theme: unknown },
): ReceiptFrame {
  const blank = receiptOf({
    seller,
    timeZone: 'UTC',
    order: {
      id: 0,
      invoiceNumber: null,
      invoicedAt: null,
      createdAt: 0,
      deliveryTime: null,
      subtotal: 0,
      depotTotal: 0,
      discount: 0,
      voucherCode: null,
      shippingPrice: 0,
      tip: 0,
      total: 0,
      currency,
      taxLines: [],
      contact: {},
    },
    lines: [],
  });
  const document = receiptDocument(blank, locale, brand);
  return {
    locale,
    dir: document.dir,
    brand: document.brand,
    seller: document.seller,
    tableNames: document.tableNames,
    columns: document.columns,
    taxTitle: document.taxTitle,
    taxColumns: document.taxColumns,
    pdfLabel: document.pdfLabel,
  };
}

/** A receipt's words and figures in one language and currency. */
export function receiptWords(locale: Locale, currency: string) {
  const t = receiptTranslator(locale);
  const percent = new Intl.NumberFormat(localeInfo[locale].intl, {
    style: 'percent',
    maximumFractionDigits: 2,
  });
  const rate = (basisPoints: number) => percent.format(basisPoints / 10_000);
  const money = (minor: number) => formatMoney(minor, currency, locale);
  return {
    t,
    money,
    rate,
    /** a line's rates, or '–' when none is known */
    rates: (rates: readonly number[]) => (rates.length ? rates.map(rate).join(' / ') : t('rate_unknown')),
    /** the VAT per rate table's rows: rate, net, VAT, gross */
    taxRows: (lines: readonly TaxLine[]): ReceiptDocument['taxRows'] =>
      lines.map((line) => [rate(line.rate), money(line.net), money(line.tax), money(line.gross)]),
  };
}
