import { useTranslation } from '../../../lib/i18n';
import { useBasket } from '../hooks/use-basket';
import { isAtTable } from '../table-basket';

/**
 * Issue 16: the table the guest orders at ('Table 12'), in the header and the cart, while the
 * basket is at a table (SPEC §4 Login landing).
 */
export function TableBadge({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  const basket = useBasket().data;
  if (!basket?.table || !isAtTable(basket)) return null;
  return (
    <span
      className={`inline-flex max-w-full items-center gap-1.5 rounded-full bg-primary/10 px-2.5 py-0.5 text-sm font-semibold text-stone-900 ring-1 ring-primary/30 ${className}`}
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4 shrink-0 text-primary">
        <path fill="currentColor" d="M3 7h18v3h-2v9h-2v-9H7v9H5v-9H3z" />
      </svg>
      <span className="truncate">{t('table.name', { name: basket.table.name })}</span>
    </span>
  );
}
