import { type PointerEvent, type ReactNode, useRef, useState } from 'react';
import { useManagerT } from '../../manager-i18n';

export interface ReorderItem {
  id: number;
  label: string;
}

/** `ids` with `id` moved to `to` (an index in the list without it). */
export function moved(ids: readonly number[], id: number, to: number): number[] {
  const rest = ids.filter((each) => each !== id);
  const at = Math.max(0, Math.min(to, rest.length));
  return [...rest.slice(0, at), id, ...rest.slice(at)];
}

/**
 * Issue 20: a list a manager puts in order by dragging a row's handle (mouse, finger or pen:
 * pointer events, so tablets work) or with each row's Move up / Move down buttons (keyboard).
 * The new order is committed as the whole list of ids; the focus stays on the pressed button
 * as its row moves, and the move is announced.
 */
export function ReorderList<T extends ReorderItem>({
  items,
  label,
  onReorder,
  announce,
  children,
}: {
  items: readonly T[];
  /** names the list for screen readers */
  label: string;
  onReorder: (ids: number[], item: T) => void;
  announce: (text: string) => void;
  /** a row's content and actions */
  children: (item: T) => ReactNode;
}) {
  const t = useManagerT();
  const listRef = useRef<HTMLOListElement>(null);
  const [dragged, setDragged] = useState<{ id: number; order: number[] }>();
  const order = dragged?.order ?? items.map((item) => item.id);
  const byId = new Map(items.map((item) => [item.id, item]));
  const rows = order.flatMap((id) => byId.get(id) ?? []);

  const move = (item: T, to: number) => {
    const ids = items.map((each) => each.id);
    const next = moved(ids, item.id, to);
    if (next.every((id, index) => id === ids[index])) return;
    onReorder(next, item);
    announce(
      t('menu.movedTo', {
        name: item.label,
        position: String(next.indexOf(item.id) + 1),
        count: String(next.length),
      }),
    );
  };

  const handle = (item: T) => ({
    onPointerDown: (event: PointerEvent<HTMLElement>) => {
      event.currentTarget.setPointerCapture(event.pointerId);
      setDragged({ id: item.id, order: items.map((each) => each.id) });
    },
    onPointerMove: (event: PointerEvent<HTMLElement>) => {
      if (!dragged || !listRef.current) return;
      const rowsOnScreen = [...listRef.current.querySelectorAll<HTMLElement>('[data-reorder-id]')];
      const over = rowsOnScreen.find((row) => {
        const box = row.getBoundingClientRect();
        return event.clientY >= box.top && event.clientY <= box.bottom;
      });
      const overId = Number(over?.dataset.reorderId);
      if (!over || overId === dragged.id) return;
      setDragged({ id: dragged.id, order: moved(dragged.order, dragged.id, dragged.order.indexOf(overId)) });
    },
    onPointerUp: () => {
      if (!dragged) return;
      setDragged(undefined);
      const to = dragged.order.indexOf(item.id);
      if (to !== items.findIndex((each) => each.id === item.id)) move(item, to);
    },
    onPointerCancel: () => setDragged(undefined),
  });

  return (
    <ol
      ref={listRef}
      aria-label={label}
      className="divide-y divide-stone-200 rounded-2xl bg-white ring-1 ring-stone-200"
    >
      {rows.map((item, index) => (
        <li
          key={item.id}
          data-reorder-id={item.id}
          className={`flex flex-wrap items-center gap-2 p-2 sm:flex-nowrap ${dragged?.id === item.id ? 'bg-amber-50' : ''}`}
        >
          {/* the handle is for pointers; keyboard users have the buttons beside it */}
          <span
            aria-hidden="true"
            data-testid={`drag-${item.id}`}
            {...handle(item)}
            // inline, so the storefront's shared stylesheet gains no rule for a manager page
            style={{ cursor: dragged?.id === item.id ? 'grabbing' : 'grab', touchAction: 'none' }}
            className="flex h-11 w-10 shrink-0 items-center justify-center rounded-lg text-stone-500 hover:bg-stone-100"
          >
            <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5">
              <path
                fill="currentColor"
                d="M7 4a1.5 1.5 0 1 1 0 3 1.5 1.5 0 0 1 0-3Zm6 0a1.5 1.5 0 1 1 0 3 1.5 1.5 0 0 1 0-3ZM7 8.5a1.5 1.5 0 1 1 0 3 1.5 1.5 0 0 1 0-3Zm6 0a1.5 1.5 0 1 1 0 3 1.5 1.5 0 0 1 0-3ZM7 13a1.5 1.5 0 1 1 0 3 1.5 1.5 0 0 1 0-3Zm6 0a1.5 1.5 0 1 1 0 3 1.5 1.5 0 0 1 0-3Z"
              />
            </svg>
          </span>
          <div className="min-w-0 flex-1">{children(item)}</div>
          <div className="flex shrink-0 gap-1">
            <MoveButton
              label={t('menu.moveUp', { name: item.label })}
              disabled={index === 0}
              onClick={() => move(item, index - 1)}
              path="M10 5l5 6h-4v4H9v-4H5z"
            />
            <MoveButton
              label={t('menu.moveDown', { name: item.label })}
              disabled={index === rows.length - 1}
              onClick={() => move(item, index + 1)}
              path="M10 15l-5-6h4V5h2v4h4z"
            />
          </div>
        </li>
      ))}
    </ol>
  );
}

/** aria-disabled, not disabled: a button the focus is on must not drop it when its row reaches an end. */
function MoveButton({
  label,
  disabled,
  onClick,
  path,
}: {
  label: string;
  disabled: boolean;
  onClick: () => void;
  path: string;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      aria-disabled={disabled || undefined}
      onClick={() => !disabled && onClick()}
      className={`flex h-11 w-11 items-center justify-center rounded-full ring-1 ring-stone-300 ${
        disabled ? 'cursor-not-allowed opacity-60' : 'hover:bg-stone-100'
      }`}
    >
      <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5">
        <path fill="currentColor" d={path} />
      </svg>
    </button>
  );
}
