import {
  csvByteOrderMark,
  csvRow,
  formatClock,
  ratePercent,
  type TaxLine,
  toLocalMoment,
} from '@tavola/domain';
import { type Locale, serverTranslator } from '@tavola/i18n';

export interface HandedOverOrder {
  id: number;
  invoiceNumber: number | null;
  paymentType: string;
  taxLines: TaxLine[];
  tip: number;
  total: number;
  handedOverAt: Date;
}

/** Minor units as a decimal amount a spreadsheet reads: 1234 → "12.34". */
const amount = (minor: number) => (minor / 100).toFixed(2);

/**
 * The register's import (decision 087): one row per order and VAT rate, and a row for a tip
 * kept outside the taxable amount; the rows of an order add up to what it charged.
 */
export function cashExportCsv(orders: readonly HandedOverOrder[], timeZone: string, locale: Locale): string {
  const t = serverTranslator(locale);
  const header = [
    t('cash_csv_invoice'),
    t('cash_csv_date'),
    t('cash_csv_time'),
    t('cash_csv_order'),
    t('cash_csv_payment'),
    t('cash_csv_rate'),
    t('cash_csv_net'),
    t('cash_csv_tax'),
    t('cash_csv_gross'),
  ];
  const rows = orders.flatMap((order) => {
    const moment = toLocalMoment(order.handedOverAt.getTime(), timeZone);
    const lead = [
      String(order.invoiceNumber),
      moment.date,
      formatClock(moment.minutes),
      String(order.id),
      order.paymentType,
    ];
    const taxed = order.taxLines.reduce((sum, line) => sum + line.gross, 0);
    const untaxed = order.total - taxed;
    return [
      ...order.taxLines.map((line) =>
        csvRow([
          ...lead,
          String(ratePercent(line.rate)),
          amount(line.net),
          amount(line.tax),
          amount(line.gross),
        ]),
      ),
      ...(untaxed !== 0
        ? [csvRow([...lead, t('cash_csv_tip'), amount(untaxed), amount(0), amount(untaxed)])]
        : []),
    ];
  });
  return csvByteOrderMark + csvRow(header) + rows.join('');
}
