import { type ReactNode, useEffect, useRef, useState } from 'react';

/**
 * A box whose content (a wide table) scrolls sideways inside it on a narrow screen, so the page
 * itself never does (issue 34). While the content is wider than the box, the box is a region
 * named by `label` that takes the keyboard's focus, so its arrow keys scroll it (WCAG 2.1.1;
 * axe's scrollable-region-focusable); while everything fits, it is a plain box and no extra stop
 * for the Tab key.
 */
export function ScrollRegion({
  label,
  className = '',
  children,
}: {
  label: string;
  /** the box's look (ring, rounding, background); it scrolls sideways in any case */
  className?: string;
  children: ReactNode;
}) {
  const box = useRef<HTMLDivElement>(null);
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const measure = () => setScrolls(element.scrollWidth > element.clientWidth + 1);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    // the box narrows with the screen, its table widens with its rows
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    for (const child of element.children) observer.observe(child);
    return () => observer.disconnect();
  }, []);
  const named = scrolls ? ({ role: 'region', 'aria-label': label, tabIndex: 0 } as const) : {};
  return (
    <div ref={box} {...named} className={`overflow-x-auto ${className}`}>
      {children}
    </div>
  );
}
