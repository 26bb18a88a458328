import { Link } from 'wouter';
import { useDeferredTexts, useTranslation } from '../../../lib/i18n';

/**
 * Issue 17: the way to the table's bill once the guest ordered here to pay at the end. It
 * floats where the robot button does, above it when both show.
 */
export default function BillButton({ tableName, aboveRobot }: { tableName: string; aboveRobot: boolean }) {
  useDeferredTexts();
  const { t } = useTranslation();
  return (
    <Link
      to="/table-payment"
      aria-label={t('bill.entryTo', { name: tableName })}
      className={`fixed end-4 z-30 flex h-12 items-center gap-2 rounded-full bg-white ps-3 pe-4 font-semibold text-stone-900 shadow-lg shadow-stone-900/25 ring-2 ring-stone-900 hover:bg-stone-50 focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-primary md:start-4 md:end-auto ${aboveRobot ? 'bottom-[calc(var(--bottom-bar,0px)+4.5rem)]' : 'bottom-[calc(var(--bottom-bar,0px)+1rem)]'}`}
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5">
        <path fill="currentColor" d="M6 2h12v20l-3-2-3 2-3-2-3 2V2Zm3 5v2h6V7H9Zm0 4v2h6v-2H9Z" />
      </svg>
      {t('bill.entry')}
    </Link>
  );
}
