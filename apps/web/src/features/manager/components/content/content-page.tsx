import type { ReactNode } from 'react';
import { useManagerT } from '../../manager-i18n';
import { usePageTitle } from '../tickets/use-page-title';

/** Issue 20: the frame of a back-office list page — title, a line of what it holds, actions, state. */
export function ContentPage({
  title,
  intro,
  actions,
  loading,
  failed,
  children,
}: {
  title: string;
  intro: string;
  actions?: ReactNode;
  loading: boolean;
  failed: boolean;
  children: ReactNode;
}) {
  const t = useManagerT();
  usePageTitle(title);
  return (
    <main id="main" className="mx-auto w-full max-w-6xl flex-1 space-y-5 px-4 py-4 sm:px-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
          <p className="text-sm text-stone-600">{intro}</p>
        </div>
        {actions && <div className="flex flex-wrap items-center gap-2 print:hidden">{actions}</div>}
      </div>
      {loading && <p role="status">{t('area.loading')}</p>}
      {failed && (
        <p role="alert" className="text-red-700">
          {t('area.error')}
        </p>
      )}
      {children}
    </main>
  );
}

/** the list's table frame: scrolls sideways on a narrow screen instead of the page (`relative` keeps its screen-reader-only cells inside) */
export function ListTable({ children }: { children: ReactNode }) {
  return (
    <div className="relative overflow-x-auto rounded-2xl bg-white shadow-sm ring-1 ring-stone-200">
      <table className="w-full text-start text-sm">{children}</table>
    </div>
  );
}

export const headCell = 'px-3 py-2 text-start font-semibold';
export const outlineButton =
  'inline-flex h-11 items-center justify-center rounded-full px-4 font-medium ring-1 ring-stone-300 hover:bg-stone-100';
export const dangerButton =
  'inline-flex h-11 items-center justify-center rounded-full px-4 font-medium text-red-800 ring-1 ring-red-300 hover:bg-red-50';
