import { Link } from 'wouter';
import { useDeferredTexts, useTranslation } from '../../../lib/i18n';

/**
 * Issue 17: the way to the table's bill once the guest ordered here to pay at the end, beside
 * the robot button (placed by TableActions).
 */
export default function BillButton({ tableName }: { tableName: string }) {
  useDeferredTexts();
  const { t } = useTranslation();
  return (
    <Link
      to="/table-payment"
      aria-label={t('bill.entryTo', { name: tableName })}
      className="flex h-12 min-w-0 flex-1 items-center justify-center gap-2 rounded-full bg-white ps-3 pe-4 font-semibold text-stone-900 shadow-lg shadow-stone-900/25 ring-2 ring-stone-900 hover:bg-stone-50 focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-primary md:flex-none md:justify-start"
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5 shrink-0">
        <path fill="currentColor" d="M6 2h12v20l-3-2-3 2-3-2-3 2V2Zm3 5v2h6V7H9Zm0 4v2h6v-2H9Z" />
      </svg>
      <span className="truncate">{t('bill.entry')}</span>
    </Link>
  );
}
