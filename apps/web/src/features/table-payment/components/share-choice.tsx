import { QuantityStepper } from '../../../components/ui/quantity-stepper';
import { useTranslation } from '../../../lib/i18n';
import type { BillPart } from '../hooks/use-bill-part';

/** The next of N equal shares (2 to 50 ways). */
export function ShareChoice({
  part,
  money,
  waysId,
}: {
  part: BillPart;
  money: (minor: number) => string;
  waysId: string;
}) {
  const { t } = useTranslation();
  const { ways, setWays, share } = part;
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span id={waysId} className="font-medium">
          {t('bill.ways')}
        </span>
        <QuantityStepper
          value={ways}
          label={t('bill.ways')}
          decreaseLabel={t('bill.fewerWays')}
          increaseLabel={t('bill.moreWays')}
          onDecrease={() => setWays((before) => Math.max(2, before - 1))}
          onIncrease={() => setWays((before) => Math.min(50, before + 1))}
          decreaseDisabled={ways <= 2}
          increaseDisabled={ways >= 50}
        />
      </div>
      <p className="font-semibold" aria-live="polite">
        {share
          ? t('bill.shareIs', { number: share.number, ways, amount: money(share.amount) })
          : t('bill.sharesTaken')}
      </p>
    </div>
  );
}
