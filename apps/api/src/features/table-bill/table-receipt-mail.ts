import { type Database, schema } from '@tavola/db';
import { formatMoney, isLocale, type Locale, serverTranslator } from '@tavola/i18n';
import { eq } from 'drizzle-orm';
import { renderMail } from '../../lib/mail-layout';
import type { Mailer } from '../../plugins/mailer';
import { type RestaurantRow, restaurantLocale } from '../restaurants';
import { loadTableBill } from './load-table-bill';
import type { TableClaimRow, TablePaymentRow } from './table-bill.repository';
import { claimReceiptAttachment } from './table-receipts-of-bill';

/**
 * Issue 17: the receipt a guest asked for when they paid their part of a table's bill, in the
 * guest's language: the items they took (if they took items), their share, the tip and what
 * they paid. Sent after the payment committed; a mail problem never undoes it. Issue 36: with
 * the payer's receipt as a PDF, the VAT per rate in what they paid (decision 090).
 */
export async function sendTableReceipt(
  db: Database,
  mailer: Mailer,
  restaurant: RestaurantRow,
  claim: TableClaimRow,
  session: TablePaymentRow,
): Promise<void> {
  if (!claim.email) return;
  const locale: Locale = isLocale(claim.lang) ? claim.lang : restaurantLocale(restaurant);
  const t = serverTranslator(locale);
  const money = (minor: number) => formatMoney(minor, restaurant.currency, locale);
  const [loaded, [table]] = await Promise.all([
    loadTableBill(db, session, { locale, fallback: restaurantLocale(restaurant) }),
    db.select({ name: schema.tables.name }).from(schema.tables).where(eq(schema.tables.id, session.tableId)),
  ]);
  const taken = loaded.claims.find((candidate) => candidate.id === claim.id)?.lines ?? [];
  // what the claim paid for each line, as it was held
  const lines = taken.map((line) => ({
    quantity: line.quantity,
    name: loaded.names.get(line.key) ?? '',
    amount: money(line.amount),
  }));
  const subject = t('mail_table_receipt_subject', { restaurant: restaurant.name });
  await mailer.send({
    to: claim.email,
    lang: locale,
    subject,
    ...renderMail({
      locale,
      restaurant,
      title: subject,
      paragraphs: [t('mail_table_receipt_heading', { table: table?.name ?? '' })],
      lines,
      totals: [
        t('mail_table_receipt_share', { amount: money(claim.amount) }),
        ...(claim.tip > 0 ? [t('mail_tip', { amount: money(claim.tip) })] : []),
        t('mail_total', { amount: money(claim.amount + claim.tip) }),
      ],
    }),
    attachments: [await claimReceiptAttachment(db, restaurant, session, claim.id, locale)],
  });
}
