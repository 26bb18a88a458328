import type { TablePayment } from '@tavola/contracts';
import { useTranslation } from '../../../lib/i18n';
import { type BillPart, partModes } from '../hooks/use-bill-part';
import { AmountChoice } from './amount-choice';
import { choiceTabClass } from './choice-tab-class';
import { ItemsChoice } from './items-choice';
import { ShareChoice } from './share-choice';

/** 'How do you want to pay?': items, an amount or a share, and what of it cannot be paid. */
export function BillPartFieldset({
  bill,
  part,
  money,
  id,
}: {
  bill: TablePayment;
  part: BillPart;
  money: (minor: number) => string;
  /** the form's id: its legend names the form */
  id: string;
}) {
  const { t } = useTranslation();
  const { mode, setMode, choiceError, setChoiceError } = part;
  return (
    <fieldset className="space-y-3">
      <legend id={`${id}-how`} className="mb-2 text-lg font-semibold">
        {t('bill.howToPay')}
      </legend>
      <div className="flex flex-wrap gap-2">
        {partModes.map((entry) => (
          <label key={entry} className={choiceTabClass}>
            <input
              type="radio"
              name={`${id}-mode`}
              value={entry}
              checked={mode === entry}
              onChange={() => {
                setMode(entry);
                setChoiceError(undefined);
              }}
              className="sr-only"
            />
            {t(`bill.mode.${entry}`)}
          </label>
        ))}
      </div>
      {mode === 'items' && <ItemsChoice bill={bill} part={part} money={money} />}
      {mode === 'amount' && <AmountChoice bill={bill} part={part} money={money} />}
      {mode === 'share' && <ShareChoice part={part} money={money} waysId={`${id}-ways`} />}
      {choiceError && mode !== 'amount' && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {choiceError}
        </p>
      )}
    </fieldset>
  );
}
