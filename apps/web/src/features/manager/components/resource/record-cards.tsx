import type { ReactNode } from 'react';

const layouts = {
  stack: 'space-y-3',
  two: 'grid gap-3 sm:grid-cols-2',
  three: 'grid gap-3 sm:grid-cols-2 lg:grid-cols-3',
} as const;

/** Issue 35: a back-office list as cards (a row with more to say than a table's cells hold). */
export function RecordCards<Row extends { id: number }>({
  rows,
  layout,
  children,
}: {
  rows: readonly Row[];
  layout: keyof typeof layouts;
  children: (row: Row) => ReactNode;
}) {
  return (
    <ul className={layouts[layout]}>
      {rows.map((row) => (
        <li key={row.id}>{children(row)}</li>
      ))}
    </ul>
  );
}

/** One row's card: its name as the heading that names the card, a badge, what it holds, its actions. */
export function RecordCard({
  id,
  title,
  badge,
  muted = false,
  actions,
  children,
}: {
  /** unique in the page: the heading's id */
  id: string;
  title: ReactNode;
  badge?: { text: string; tone: string };
  /** a row that is switched off reads paler */
  muted?: boolean;
  actions: ReactNode;
  children: ReactNode;
}) {
  return (
    <article
      aria-labelledby={id}
      className={`flex h-full flex-col gap-2 rounded-2xl p-4 shadow-sm ring-1 ring-stone-200 ${muted ? 'bg-stone-50' : 'bg-white'}`}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 id={id} className="text-lg font-bold">
          {title}
        </h2>
        {badge && (
          <span className={`rounded-full px-3 py-1 text-xs font-semibold ${badge.tone}`}>{badge.text}</span>
        )}
      </div>
      {children}
      <div className="mt-auto flex flex-wrap gap-2 pt-1">{actions}</div>
    </article>
  );
}
