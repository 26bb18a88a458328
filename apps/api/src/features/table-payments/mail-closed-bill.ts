import { type Database, schema } from '@tavola/db';
import { formatLocalDateTime, toLocalMoment } from '@tavola/domain';
import { formatMoney, formatWallClock, type Locale, serverTranslator } from '@tavola/i18n';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { HttpError, notFound } from '../../lib/http-error';
import { renderMail } from '../../lib/mail-layout';
import type { Mailer } from '../../plugins/mailer';
import type { AttemptGuard } from '../auth';
import { type RestaurantRow, restaurantLocale } from '../restaurants';
import { findTablePayment, loadTableBill } from '../table-bill';
import { atTablePaymentType } from './settle-at-table';

export interface ClosedBillMailDeps {
  db: Database;
  mailer: Mailer;
  guard: AttemptGuard;
  log: FastifyBaseLogger;
}

/**
 * Issue 17 (decision 033, addendum): the receipt of a table's closed bill, on request, to any
 * address a guest at the table gives — every item, everyone's part with its tip, the tips, the
 * total and the restaurant (the mail's footer), in the caller's language. The bill's handle is
 * the table's bearer secret: an unknown handle or another restaurant's is a 404; an open bill
 * has no receipt yet (409). Counted per bill and per address once the bill is found closed, so
 * a stranger uses up nothing; the answer never depends on the address given.
 */
export async function mailClosedBill(
  deps: ClosedBillMailDeps,
  restaurant: RestaurantRow,
  request: { tablePaymentId: string; email: string; locale: Locale; address: string },
): Promise<void> {
  const { db } = deps;
  const session = await findTablePayment(db, restaurant.id, request.tablePaymentId);
  if (!session) throw notFound('table_payment_not_exist');
  if (session.state !== 'paid') throw new HttpError(409, 'table_receipt_bill_open');
  await deps.guard.attempt('tableReceipt', session.publicId, request.address);

  const { locale } = request;
  const t = serverTranslator(locale);
  const money = (minor: number) => formatMoney(minor, restaurant.currency, locale);
  const [loaded, [table]] = await Promise.all([
    loadTableBill(db, session, { locale, fallback: restaurantLocale(restaurant) }),
    db.select({ name: schema.tables.name }).from(schema.tables).where(eq(schema.tables.id, session.tableId)),
  ]);
  const { bill } = loaded;
  const closedAt = session.closedAt
    ? formatWallClock(
        formatLocalDateTime(toLocalMoment(session.closedAt.getTime(), restaurant.timeZone)),
        locale,
      )
    : '';
  const parts = loaded.claims
    .filter((claim) => claim.state === 'paid')
    .map((claim) => {
      const who =
        claim.paymentType === atTablePaymentType
          ? t('mail_label_at_table')
          : (claim.name ?? t('mail_label_guest'));
      return claim.tip > 0
        ? t('mail_table_bill_part_tip', { who, amount: money(claim.amount), tip: money(claim.tip) })
        : t('mail_table_bill_part', { who, amount: money(claim.amount) });
    });
  const subject = t('mail_table_bill_subject', { table: table?.name ?? '', restaurant: restaurant.name });
  try {
    await deps.mailer.send({
      to: request.email,
      lang: locale,
      subject,
      ...renderMail({
        locale,
        restaurant,
        title: subject,
        paragraphs: [t('mail_table_bill_intro', { table: table?.name ?? '', time: closedAt })],
        lines: bill.lines.map((line) => ({
          quantity: line.quantity,
          name: loaded.names.get(line.key) ?? '',
          amount: money(line.amount),
        })),
        totals: [
          t('mail_table_bill_tips', { amount: money(bill.tips) }),
          t('mail_total', { amount: money(bill.total) }),
        ],
        notes: [t('mail_table_bill_parts'), ...parts],
      }),
    });
  } catch (error) {
    deps.log.error({ err: error, tablePaymentId: session.id }, 'table receipt mail not sent');
    throw new HttpError(503, 'table_receipt_not_sent');
  }
}
