import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { useManagerT } from '../../manager-i18n';

/**
 * Issue 34: the area's pages in one row that scrolls sideways, at every width: wrapped, the
 * thirteen of them took two rows of a tablet and six of a phone. Where more pages lie beyond an
 * edge, the edge fades and an arrow says so (and scrolls there); the current page is brought
 * into sight.
 */
export function NavStrip({ label, children }: { label: string; children: ReactNode }) {
  const t = useManagerT();
  const strip = useRef<HTMLDivElement>(null);
  const [beyond, setBeyond] = useState({ start: false, end: false });
  const [location] = useLocation();

  const measure = useCallback(() => {
    const element = strip.current;
    if (!element) return;
    // scrollLeft runs from 0 towards the negative in a right-to-left page
    const travelled = Math.abs(element.scrollLeft);
    const room = element.scrollWidth - element.clientWidth;
    setBeyond({ start: travelled > 1, end: travelled < room - 1 });
  }, []);
  useEffect(() => {
    const element = strip.current;
    if (!element) return;
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [measure]);
  // the page now open is in sight, after a reload too; its link is the one for this address
  useEffect(() => {
    const path = location.split('/').slice(0, 3).join('/');
    strip.current
      ?.querySelector(`a[href="${CSS.escape(path)}"]`)
      ?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [location]);

  const scroll = (towards: 'start' | 'end') => {
    const element = strip.current;
    if (!element) return;
    const rtl = getComputedStyle(element).direction === 'rtl';
    const distance = element.clientWidth * 0.7 * (towards === 'end' ? 1 : -1) * (rtl ? -1 : 1);
    element.scrollBy({ left: distance, behavior: 'smooth' });
  };
  // a pointer's help: keyboard and screen-reader users move through the links themselves
  const arrow = (towards: 'start' | 'end') => (
    <button
      type="button"
      tabIndex={-1}
      aria-hidden="true"
      onClick={() => scroll(towards)}
      className={`absolute inset-y-0 z-10 flex w-9 items-center justify-center text-stone-700 ${
        towards === 'start'
          ? 'start-0 bg-gradient-to-r from-white via-white/90 to-transparent rtl:bg-gradient-to-l'
          : 'end-0 bg-gradient-to-l from-white via-white/90 to-transparent rtl:bg-gradient-to-r'
      }`}
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 20 20"
        className={`size-5 ${towards === 'start' ? 'rtl:rotate-180' : 'rotate-180 rtl:rotate-0'}`}
      >
        <path fill="currentColor" d="M12.7 4.3 14.1 5.7 9.8 10l4.3 4.3-1.4 1.4L7 10z" />
      </svg>
      <span className="sr-only">{towards === 'start' ? t('nav.scrollBack') : t('nav.scrollOn')}</span>
    </button>
  );
  return (
    <nav aria-label={label} className="relative min-w-0 flex-1">
      {beyond.start && arrow('start')}
      <div ref={strip} onScroll={measure} className="flex gap-1 overflow-x-auto [scrollbar-width:none]">
        {children}
      </div>
      {beyond.end && arrow('end')}
    </nav>
  );
}
