import type { ManagerOrder } from '@tavola/contracts';
import { type BoardColumn, boardColumn } from '@tavola/domain';
import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { useMediaQuery } from '../../../../lib/use-media-query';
import { useManagerT } from '../../manager-i18n';
import { ColumnOrders } from './column-orders';

const columnKeys: readonly BoardColumn[] = ['new', 'processing', 'done'];

/**
 * Issue 34: the board's three columns. From a tablet on they stand side by side and each scrolls
 * on its own under its heading; on a phone one shows at a time behind tabs that carry the counts,
 * so "In progress" is one tap away instead of behind every new order.
 */
export function BoardColumns({
  orders,
  today,
  byDueDay,
  onOpen,
}: {
  orders: readonly ManagerOrder[];
  /** the restaurant's day ('YYYY-MM-DD'), from the server */
  today: string;
  /** the live board groups New and In progress by due day; a filtered list keeps its own order */
  byDueDay: boolean;
  onOpen: (orderId: number) => void;
}) {
  const t = useManagerT();
  const id = useId();
  const wide = useMediaQuery('(min-width: 48rem)');
  const [shown, setShown] = useState<BoardColumn>('new');
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const title: Record<BoardColumn, string> = {
    new: t('orders.columnNew'),
    processing: t('orders.columnProcessing'),
    done: t('orders.columnDone'),
  };
  const columns = columnKeys.map((key) => ({
    key,
    orders: orders.filter((order) => boardColumn(order) === key),
  }));
  const count = (value: number) => (
    <span className="rounded-full bg-stone-200 px-2 text-sm font-semibold tabular-nums">{value}</span>
  );
  const list = (column: (typeof columns)[number]) => (
    <ColumnOrders
      orders={column.orders}
      today={today}
      byDueDay={byDueDay && column.key !== 'done'}
      onOpen={onOpen}
    />
  );

  if (wide)
    return (
      <div className="grid min-h-0 flex-1 grid-cols-[minmax(0,4fr)_minmax(0,4fr)_minmax(0,3fr)] gap-3">
        {columns.map((column) => (
          <section
            key={column.key}
            aria-labelledby={`${id}-${column.key}`}
            className="flex min-h-0 min-w-0 flex-col rounded-2xl bg-stone-200"
          >
            <h2
              id={`${id}-${column.key}`}
              className="flex items-center gap-2 px-2 py-1.5 text-base font-bold"
            >
              {title[column.key]}
              {count(column.orders.length)}
            </h2>
            {list(column)}
          </section>
        ))}
      </div>
    );

  // the WAI-ARIA tabs pattern: arrows move between the tabs, only the chosen one is in the tab order
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const step = { ArrowRight: 1, ArrowLeft: -1, Home: -index, End: columnKeys.length - 1 - index }[
      event.key
    ];
    if (step === undefined) return;
    event.preventDefault();
    const rtl = document.documentElement.dir === 'rtl' && Math.abs(step) === 1 ? -1 : 1;
    const next = (index + step * rtl + columnKeys.length) % columnKeys.length;
    setShown(columnKeys[next]!);
    tabs.current[next]?.focus();
  };
  return (
    <div className="flex min-h-0 flex-1 flex-col gap-2">
      <div role="tablist" aria-label={t('board.columns')} className="grid shrink-0 grid-cols-3 gap-1">
        {columns.map((column, index) => (
          <button
            key={column.key}
            ref={(element) => {
              tabs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${column.key}`}
            aria-selected={shown === column.key}
            aria-controls={`${id}-panel-${column.key}`}
            tabIndex={shown === column.key ? 0 : -1}
            onClick={() => setShown(column.key)}
            onKeyDown={(event) => onKeyDown(event, index)}
            className={`flex h-11 items-center justify-center gap-1.5 rounded-full px-2 text-sm font-semibold ${
              shown === column.key
                ? 'bg-stone-900 text-white'
                : 'bg-white text-stone-800 ring-1 ring-stone-300'
            }`}
          >
            {title[column.key]}
            <span
              className={`rounded-full px-1.5 text-xs tabular-nums ${shown === column.key ? 'bg-white text-stone-900' : 'bg-stone-200'}`}
            >
              {column.orders.length}
            </span>
          </button>
        ))}
      </div>
      {columns.map((column) => (
        <section
          key={column.key}
          role="tabpanel"
          id={`${id}-panel-${column.key}`}
          aria-labelledby={`${id}-tab-${column.key}`}
          hidden={shown !== column.key}
          className="flex min-h-0 flex-1 flex-col"
        >
          {list(column)}
        </section>
      ))}
    </div>
  );
}
