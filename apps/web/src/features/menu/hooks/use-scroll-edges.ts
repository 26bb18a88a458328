import { type RefObject, useCallback, useEffect, useState } from 'react';

/**
 * Whether a sideways-scrolling list has more beyond its start and its end edge, in either
 * writing direction (Chromium counts scrollLeft negative from the start in right-to-left), and
 * a scroll by most of its width. `contentKey` changes when the list's contents do.
 */
export function useScrollEdges(list: RefObject<HTMLElement | null>, contentKey: string) {
  const [more, setMore] = useState({ start: false, end: false });

  const measure = useCallback(() => {
    const element = list.current;
    if (!element) return;
    const travelled = Math.abs(element.scrollLeft);
    const room = element.scrollWidth - element.clientWidth;
    const next = { start: travelled > 1, end: travelled < room - 1 };
    setMore((old) => (old.start === next.start && old.end === next.end ? old : next));
  }, [list]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: measured again when the contents change
  useEffect(() => {
    const element = list.current;
    measure();
    element?.addEventListener('scroll', measure, { passive: true });
    window.addEventListener('resize', measure);
    return () => {
      element?.removeEventListener('scroll', measure);
      window.removeEventListener('resize', measure);
    };
  }, [list, measure, contentKey]);

  function scroll(towards: 1 | -1) {
    const element = list.current;
    if (!element) return;
    const rtl = getComputedStyle(element).direction === 'rtl';
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    element.scrollBy({
      left: towards * (rtl ? -1 : 1) * element.clientWidth * 0.8,
      behavior: reduced ? 'auto' : 'smooth',
    });
  }

  return { more, scroll };
}
