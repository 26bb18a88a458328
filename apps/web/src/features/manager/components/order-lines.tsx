import type { ManagerOrder } from '@tavola/contracts';
import { formatMoney } from '@tavola/i18n/money';
import { useTranslation } from '../../../lib/i18n';
import { formatDay } from '../format';
import { useManagerT } from '../manager-i18n';

/** The items of an order: chosen options, package contents, deposits, comments, per-person details. */
export function OrderLines({ order, prices = true }: { order: ManagerOrder; prices?: boolean }) {
  const t = useManagerT();
  const { locale } = useTranslation();
  const money = (minor: number) => formatMoney(minor, order.currency, locale);
  return (
    <ul className="divide-y divide-stone-200">
      {order.products.map((line) => {
        const attributes = line.options.filter((option) => option.kind === 'attribute');
        const contents = line.options.filter((option) => option.kind === 'package');
        return (
          <li key={line.id} className="py-2">
            <div className="flex justify-between gap-3 font-semibold">
              <span>
                {line.quantity} × {line.name}
              </span>
              {prices && <span>{money(line.totalPrice)}</span>}
            </div>
            {attributes.length > 0 && (
              <p className="text-sm">{attributes.map((option) => option.name).join(', ')}</p>
            )}
            {contents.length > 0 && (
              <ul className="ms-4 list-disc text-sm">
                {contents.map((option, index) => (
                  <li key={`${option.name}-${index}`}>
                    {option.quantity} × {option.name}
                  </li>
                ))}
              </ul>
            )}
            {line.depot && prices && (
              <p className="text-sm text-stone-600">
                {t('detail.deposit', { name: line.depot.name })}: {money(line.depot.price)}
              </p>
            )}
            {line.details.map((detail, index) => (
              <p key={`${detail.fullName}-${index}`} className="text-sm">
                {t('detail.forPerson', {
                  name: detail.fullName,
                  date: detail.date ? formatDay(detail.date, locale) : '',
                })}
              </p>
            ))}
            {line.comment && (
              <p className="mt-1 rounded-lg bg-amber-50 px-2 py-1 text-sm font-medium text-amber-950">
                {t('detail.itemComment', { comment: line.comment })}
              </p>
            )}
          </li>
        );
      })}
    </ul>
  );
}
