import { type FocusEvent, useCallback, useLayoutEffect, useRef } from 'react';

interface Line {
  basketProductId: number;
}

/**
 * Keyboard and screen-reader users keep their place when a cart line goes (its remove button, or
 * minus at one unit): the focus, which would fall to the page with the line, moves to the remove
 * button of the line that took its place, else of the line before it, and to the empty cart's
 * message when it was the last one (WCAG 2.4.3 focus order). Focus the guest has since moved
 * elsewhere is left where it is.
 */
export function useCartFocus(lines: readonly Line[] | undefined) {
  const removeButtons = useRef(new Map<number, HTMLButtonElement>());
  const emptyMessage = useRef<HTMLParagraphElement>(null);
  // the line that last held the focus, while it is still inside the list
  const focusedLine = useRef<number | undefined>(undefined);
  const previous = useRef(lines);

  useLayoutEffect(() => {
    const before = previous.current;
    previous.current = lines;
    const gone = focusedLine.current;
    if (!before || !lines || gone === undefined) return;
    if (lines.some((line) => line.basketProductId === gone)) return;
    focusedLine.current = undefined;
    const active = document.activeElement;
    if (active && active !== document.body) return;
    const index = before.findIndex((line) => line.basketProductId === gone);
    const next = lines[Math.min(index, lines.length - 1)];
    (next ? removeButtons.current.get(next.basketProductId) : emptyMessage.current)?.focus();
  }, [lines]);

  const removeButton = useCallback(
    (basketProductId: number) => (element: HTMLButtonElement | null) => {
      if (element) removeButtons.current.set(basketProductId, element);
      else removeButtons.current.delete(basketProductId);
    },
    [],
  );

  return {
    /** ref of a line's remove button, where the focus goes when the line before it is removed */
    removeButton,
    /** ref of the empty cart's message, where the focus goes when the last line is removed */
    emptyMessage,
    /** on a line's focusin: the guest is working on this line */
    lineFocused: (basketProductId: number) => {
      focusedLine.current = basketProductId;
    },
    /** on the list's focusout: focus that left for another control no longer counts as the line's */
    listBlurred: (event: FocusEvent<HTMLElement>) => {
      const to = event.relatedTarget;
      if (to instanceof Node && !event.currentTarget.contains(to)) focusedLine.current = undefined;
    },
  };
}
