import type { ReactNode } from 'react';
import { useManagerT } from '../../manager-i18n';
import { usePageTitle } from '../tickets/use-page-title';

const widths = { '4xl': 'max-w-4xl', '5xl': 'max-w-5xl', '6xl': 'max-w-6xl' } as const;

/**
 * Issue 35: the frame of a back-office page that lists rows — its title (the tab's too), a line
 * of what it holds, its actions, and whether its rows are loading or failed. `embedded`: the page
 * sits in an area that already gives the frame (the ticket pages' tabs).
 */
export function ResourcePage({
  title,
  intro,
  actions,
  loading,
  failed,
  onRetry,
  width = '6xl',
  embedded = false,
  children,
}: {
  title: string;
  intro: string;
  actions?: ReactNode;
  loading: boolean;
  failed: boolean;
  /** offered beside the failure: read the rows again */
  onRetry?: () => void;
  width?: keyof typeof widths;
  embedded?: boolean;
  children: ReactNode;
}) {
  const t = useManagerT();
  usePageTitle(title);
  return (
    <main
      id="main"
      className={
        embedded ? 'space-y-4' : `mx-auto w-full ${widths[width]} flex-1 space-y-5 px-4 py-4 sm:px-6`
      }
    >
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="max-w-xl">
          <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
          <p className="text-sm text-stone-600">{intro}</p>
        </div>
        {actions && <div className="flex flex-wrap items-center gap-2 print:hidden">{actions}</div>}
      </div>
      {loading && <p role="status">{t('area.loading')}</p>}
      {failed && (
        <p role="alert" className="text-red-700">
          {t('area.error')}{' '}
          {onRetry && (
            <button type="button" className="underline" onClick={onRetry}>
              {t('area.retry')}
            </button>
          )}
        </p>
      )}
      {children}
    </main>
  );
}

/** what a list says while it has no rows */
export function EmptyList({ text }: { text: string }) {
  return <p className="rounded-2xl bg-white p-4 text-stone-600 ring-1 ring-stone-200">{text}</p>;
}
