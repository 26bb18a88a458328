import type { ReactNode } from 'react';
import { ScrollRegion } from '../../../../components/ui/scroll-region';

/** One column of a list: its heading and what it shows of a row; numbers and money align at the end. */
export interface Column<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
  align?: 'start' | 'end';
  /** more classes of the column's cells (e.g. `tabular-nums`) */
  cellClass?: string;
}

const alignClass = (align: Column<unknown>['align']) => (align === 'end' ? 'text-end' : 'text-start');

/**
 * Issue 35: a back-office list as a table. The first column names the row (its row header, as a
 * screen reader announces it); `actions` fills the last column, whose heading only screen readers
 * read. The table scrolls sideways on a narrow screen instead of the page (`relative` keeps its
 * screen-reader-only cells inside); then it is a region named `label` that the keyboard can
 * scroll (issue 34).
 */
export function ResourceTable<Row extends { id: number }>({
  label,
  rows,
  columns,
  actions,
  actionsLabel,
  rowClass,
}: {
  /** what the list holds, e.g. the title of its page or section */
  label: string;
  rows: readonly Row[];
  columns: readonly Column<Row>[];
  actions?: (row: Row) => ReactNode;
  actionsLabel?: string;
  rowClass?: (row: Row) => string;
}) {
  const [first, ...rest] = columns;
  if (!first) return null;
  return (
    <ScrollRegion label={label} className="relative rounded-2xl bg-white shadow-sm ring-1 ring-stone-200">
      <table className="w-full text-start text-sm">
        <thead className="bg-stone-50 text-stone-700">
          <tr>
            {columns.map((column) => (
              <th
                key={column.header}
                scope="col"
                className={`px-3 py-2 font-semibold ${alignClass(column.align)}`}
              >
                {column.header}
              </th>
            ))}
            {actions && (
              <th scope="col" className="px-3 py-2 text-end font-semibold">
                <span className="sr-only">{actionsLabel}</span>
              </th>
            )}
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-200">
          {rows.map((row) => (
            <tr key={row.id} className={rowClass?.(row)}>
              <th scope="row" className={`px-3 py-2 text-start ${first.cellClass ?? 'font-semibold'}`}>
                {first.cell(row)}
              </th>
              {rest.map((column) => (
                <td
                  key={column.header}
                  className={`px-3 py-2 ${column.align === 'end' ? 'text-end' : ''} ${column.cellClass ?? ''}`}
                >
                  {column.cell(row)}
                </td>
              ))}
              {actions && (
                <td className="px-3 py-2">
                  <div className="flex justify-end gap-2 whitespace-nowrap">{actions(row)}</div>
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
