import type { PageMeta } from '@tavola/contracts';
import { useManagerT } from '../../manager-i18n';
import { outlineButton } from '../resource';

/** Issue 20: 'Showing from to of total' and the way to the pages before and after. */
export function Pager({ meta, onPage }: { meta: PageMeta; onPage: (page: number) => void }) {
  const t = useManagerT();
  if (meta.total === 0) return null;
  return (
    <div className="flex flex-wrap items-center justify-between gap-2 print:hidden">
      <p className="text-sm text-stone-600" aria-live="polite">
        {t('content.showing', { from: meta.from ?? 0, to: meta.to ?? 0, total: meta.total })}
      </p>
      {meta.last_page > 1 && (
        <div className="flex gap-2">
          <button
            type="button"
            disabled={meta.current_page <= 1}
            onClick={() => onPage(meta.current_page - 1)}
            className={`${outlineButton} disabled:opacity-50`}
          >
            {t('content.previous')}
          </button>
          <button
            type="button"
            disabled={meta.current_page >= meta.last_page}
            onClick={() => onPage(meta.current_page + 1)}
            className={`${outlineButton} disabled:opacity-50`}
          >
            {t('content.next')}
          </button>
        </div>
      )}
    </div>
  );
}
