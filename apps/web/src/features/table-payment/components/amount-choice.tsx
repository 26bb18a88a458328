import type { TablePayment } from '@tavola/contracts';
import { secondaryButton, TextField } from '../../../components/ui/form';
import { useTranslation } from '../../../lib/i18n';
import type { BillPart } from '../hooks/use-bill-part';

/** An amount the guest types, at most what is left (one press fills that in). */
export function AmountChoice({
  bill,
  part,
  money,
}: {
  bill: TablePayment;
  part: BillPart;
  money: (minor: number) => string;
}) {
  const { t } = useTranslation();
  const { typed, setTyped, typedMinor, choiceError, setChoiceError, overLeft } = part;
  return (
    <div className="space-y-2">
      <TextField
        label={t('bill.amount')}
        hint={t('bill.amountHint', { left: money(bill.left) })}
        inputMode="decimal"
        autoComplete="off"
        value={typed}
        onChange={(event) => {
          setTyped(event.target.value);
          setChoiceError(undefined);
        }}
        // more than is left is said as it is typed, not only once Pay is pressed
        errors={choiceError ?? (overLeft ? t('bill.amountTooHigh', { left: money(bill.left) }) : undefined)}
      />
      {typedMinor !== bill.left && (
        <button
          type="button"
          className={`${secondaryButton} text-sm`}
          onClick={() => {
            setTyped((bill.left / 100).toFixed(2));
            setChoiceError(undefined);
          }}
        >
          {t('bill.fillLeft', { left: money(bill.left) })}
        </button>
      )}
    </div>
  );
}
