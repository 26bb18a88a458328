import { type RefObject, useEffect } from 'react';

/**
 * Keeps an element's bottom inside the window, however far down the page it starts (issue 15:
 * the side basket's total and Continue stay in view below the menu's header, and once the
 * column sticks while scrolling). `bottomGap` is the room left below it, in pixels.
 */
export function useFitToViewport(ref: RefObject<HTMLElement | null>, bottomGap: number) {
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    let frame = 0;
    const fit = () => {
      frame = 0;
      const top = Math.max(element.getBoundingClientRect().top, 0);
      // a CSSOM write: the page's Content-Security-Policy admits it (decision 017)
      element.style.maxHeight = `${Math.max(window.innerHeight - top - bottomGap, 240)}px`;
    };
    const schedule = () => {
      frame ||= requestAnimationFrame(fit);
    };
    fit();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
  }, [ref, bottomGap]);
}
