import type { TablePayment } from '@tavola/contracts';
import { QuantityStepper } from '../../../components/ui/quantity-stepper';
import { useTranslation } from '../../../lib/i18n';
import { canPickMore, nextUnitPrice } from '../bill-choices';
import type { BillPart } from '../hooks/use-bill-part';

/** Some items of the bill: units of each line not yet paid. */
export function ItemsChoice({
  bill,
  part,
  money,
}: {
  bill: TablePayment;
  part: BillPart;
  money: (minor: number) => string;
}) {
  const { t } = useTranslation();
  const { picks, setPicks } = part;
  const pickable = bill.lines.filter((line) => line.leftQuantity > 0);
  if (pickable.length === 0) return <p className="text-stone-700">{t('bill.nothingToPick')}</p>;
  return (
    <>
      {pickable.some((line) => nextUnitPrice(line) > bill.left) && (
        // others paid amounts or shares: an item may cost more than is left
        <p className="rounded-2xl bg-amber-50 p-3 text-sm text-amber-950">
          {t('bill.itemsOverLeft', { left: money(bill.left) })}
        </p>
      )}
      <ul className="divide-y divide-stone-200">
        {pickable.map((line) => {
          const count = Math.min(picks[line.key] ?? 0, line.leftQuantity);
          const set = (value: number) => setPicks((before) => ({ ...before, [line.key]: value }));
          return (
            <li key={line.key} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <span className="min-w-0 flex-1 break-words">
                {line.name}
                <span className="block text-sm text-stone-600">
                  {money(nextUnitPrice(line))} · {t('bill.lineLeft', { count: line.leftQuantity })}
                </span>
              </span>
              <QuantityStepper
                value={count}
                label={t('bill.pick', { name: line.name })}
                decreaseLabel={t('bill.pickLess', { name: line.name })}
                increaseLabel={t('bill.pickMore', { name: line.name })}
                onDecrease={() => set(count - 1)}
                onIncrease={() => set(count + 1)}
                decreaseDisabled={count <= 0}
                increaseDisabled={!canPickMore(bill, picks, line)}
              />
            </li>
          );
        })}
      </ul>
    </>
  );
}
