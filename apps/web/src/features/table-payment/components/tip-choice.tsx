import { useTranslation } from '../../../lib/i18n';
import { tipOf, tipPercents } from '../bill-choices';
import type { BillPart } from '../hooks/use-bill-part';
import { choiceTabClass } from './choice-tab-class';

/** No tip, or a percentage of the part, each with the amount it comes to. */
export function TipChoice({
  part,
  money,
  id,
}: {
  part: BillPart;
  money: (minor: number) => string;
  id: string;
}) {
  const { t } = useTranslation();
  const { tipPercent, setTipPercent, amount } = part;
  return (
    <fieldset>
      <legend className="mb-2 font-semibold">{t('bill.tip')}</legend>
      <div className="flex flex-wrap gap-2">
        {tipPercents.map((percent) => (
          <label key={percent} className={choiceTabClass}>
            <input
              type="radio"
              name={`${id}-tip`}
              checked={tipPercent === percent}
              onChange={() => setTipPercent(percent)}
              className="sr-only"
            />
            {percent === 0
              ? t('bill.noTip')
              : t('bill.tipPercent', { percent, amount: money(tipOf(amount, percent)) })}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
