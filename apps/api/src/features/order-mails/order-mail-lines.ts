import type { schema } from '@tavola/db';
import { resolveText } from '@tavola/domain';
import type { Locale } from '@tavola/i18n';
import type { MailLine } from '../../lib/mail-layout';

type OrderLineRow = typeof schema.orderProducts.$inferSelect;

/** An order's lines as the mail layout shows them: name, options and what the guest wrote. */
export function orderMailLines(
  lines: OrderLineRow[],
  locale: Locale,
  fallback: Locale,
  money: (minor: number) => string,
): MailLine[] {
  return lines.map((line) => ({
    quantity: line.quantity,
    name: resolveText(line.name, locale, fallback),
    amount: money(line.totalPrice),
    options: line.options.map((option) => ({
      quantity: option.quantity,
      name: resolveText(option.name, locale, fallback),
    })),
    notes: [
      ...(line.extraInfo.comment ? [line.extraInfo.comment] : []),
      ...(line.extraInfo.itemDetails ?? []).map((detail) =>
        [detail.fullName, detail.date].filter(Boolean).join(' · '),
      ),
    ],
  }));
}
